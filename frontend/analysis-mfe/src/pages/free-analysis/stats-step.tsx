import type { Ref } from 'react';
import { Button, Col, Collapse, Form, InputNumber, Radio, Row, Select, Typography, type FormInstance } from 'antd';
import {
  ACTIVITY_LEVEL_LABELS,
  ACTIVITY_LEVELS,
  ATHLETE_LEVEL_LABELS,
  ATHLETE_LEVELS,
  FREE_ANALYSIS_SPEC_TEXTS,
  FREE_ANALYSIS_TEXTS,
  GENDER_LABELS,
  GENDERS,
  GOAL_LABELS,
  GOALS,
  STATS_LIMITS,
} from '@fitness/contracts';
import {
  AGE_OPTIONS,
  BF_PERCENT_OPTIONS,
  DEFAULT_STATS_VALUES,
  formatFeetInches,
  HEIGHT_CM_OPTIONS,
  HEIGHT_IN_OPTIONS,
  switchUnits,
  tapeLimits,
  WEIGHT_KG_OPTIONS,
  WEIGHT_LB_OPTIONS,
  type StatsFormValues,
  type TapeField,
  type UnitSystem,
} from './stats-form-values';

const { Title, Paragraph } = Typography;
const TEXTS = FREE_ANALYSIS_TEXTS.stats;

// Typing narrows a long list ("17" -> 170-179 cm); arrow keys and Enter work as in any listbox.
const SEARCH_BY_LABEL = { optionFilterProp: 'label' } as const;

function numberOptions(values: number[], label: (value: number) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

const AGE_SELECT_OPTIONS = numberOptions(AGE_OPTIONS, String);
const HEIGHT_CM_SELECT_OPTIONS = numberOptions(HEIGHT_CM_OPTIONS, (cm) => `${cm} cm`);
const HEIGHT_IN_SELECT_OPTIONS = numberOptions(HEIGHT_IN_OPTIONS, formatFeetInches);
const WEIGHT_KG_SELECT_OPTIONS = numberOptions(WEIGHT_KG_OPTIONS, (kg) => `${kg} kg`);
const WEIGHT_LB_SELECT_OPTIONS = numberOptions(WEIGHT_LB_OPTIONS, (lb) => `${lb} lb`);
const BF_SELECT_OPTIONS = numberOptions(BF_PERCENT_OPTIONS, (percent) => `${percent}%`);
const GOAL_OPTIONS = GOALS.map((value) => ({ value, label: GOAL_LABELS[value] }));
const ACTIVITY_OPTIONS = ACTIVITY_LEVELS.map((value) => ({ value, label: ACTIVITY_LEVEL_LABELS[value] }));
const ATHLETE_OPTIONS = ATHLETE_LEVELS.map((value) => ({ value, label: ATHLETE_LEVEL_LABELS[value] }));
const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
const UNIT_OPTIONS: { value: UnitSystem; label: string }[] = [
  { value: 'metric', label: TEXTS.metric },
  { value: 'imperial', label: TEXTS.imperial },
];

const TAPE_FIELDS: { name: TapeField; label: string; hint: string }[] = [
  { name: 'waist', label: TEXTS.waist, hint: TEXTS.waistHint },
  { name: 'neck', label: TEXTS.neck, hint: TEXTS.neckHint },
  { name: 'hip', label: TEXTS.hip, hint: TEXTS.hipHint },
];

function TapeInputs({ units }: { units: UnitSystem }) {
  const unit = units === 'metric' ? 'cm' : 'in';
  return (
    <>
      <Paragraph type="secondary">{TEXTS.morePreciseIntro}</Paragraph>
      <Row gutter={16}>
        {TAPE_FIELDS.map(({ name, label, hint }) => {
          const { min, max } = tapeLimits(name, units);
          return (
            <Col xs={24} sm={12} key={name}>
              <Form.Item
                name={name}
                label={`${label} (${unit})`}
                extra={hint}
                rules={[{ type: 'number', min, max, message: `${min}-${max} ${unit}` }]}
              >
                <InputNumber
                  min={min}
                  max={max}
                  step={0.5}
                  precision={1}
                  inputMode="decimal"
                  className="free-analysis__number"
                />
              </Form.Item>
            </Col>
          );
        })}
        <Col xs={24} sm={12}>
          <Form.Item
            name="restingHeartRate"
            label={`${TEXTS.restingHeartRate} (bpm)`}
            extra={TEXTS.restingHeartRateHint}
            rules={[
              {
                type: 'integer',
                min: STATS_LIMITS.restingHeartRate.min,
                max: STATS_LIMITS.restingHeartRate.max,
                message: `${STATS_LIMITS.restingHeartRate.min}-${STATS_LIMITS.restingHeartRate.max} bpm`,
              },
            ]}
          >
            <InputNumber
              min={STATS_LIMITS.restingHeartRate.min}
              max={STATS_LIMITS.restingHeartRate.max}
              precision={0}
              inputMode="numeric"
              className="free-analysis__number"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

function hasMeasurements(values: StatsFormValues): boolean {
  return [values.waist, values.neck, values.hip, values.restingHeartRate].some((value) => typeof value === 'number');
}

export interface StatsStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  form: FormInstance<StatsFormValues>;
  noPhotoMode: boolean;
  /** The answers the form opens with: the defaults, or the last analysis's ("Analyse again"). */
  initialValues?: StatsFormValues;
  onContinue: () => void;
}

/** Step 2 (spec §2, §9): the stats, with the body-fat estimate and fitness level only in no-photo mode. */
export function StatsStep({
  headingRef,
  form,
  noPhotoMode,
  initialValues = DEFAULT_STATS_VALUES,
  onContinue,
}: StatsStepProps) {
  const units = (Form.useWatch('units', { form, preserve: true }) as UnitSystem | undefined) ?? 'metric';
  const metric = units === 'metric';

  const changeUnits = (to: UnitSystem) => {
    form.setFieldsValue(switchUnits(form.getFieldsValue(true) as StatsFormValues, to));
  };

  return (
    <section className="free-analysis-section" aria-labelledby="free-analysis-stats-heading">
      <Title level={2} id="free-analysis-stats-heading" ref={headingRef} tabIndex={-1}>
        {FREE_ANALYSIS_SPEC_TEXTS.stats.heading}
      </Title>
      <Paragraph type="secondary">{TEXTS.intro}</Paragraph>
      <Form
        form={form}
        name="free-analysis-stats"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={onContinue}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="age" label={TEXTS.age} rules={[{ required: true }]}>
              <Select options={AGE_SELECT_OPTIONS} showSearch={SEARCH_BY_LABEL} virtual={false} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="gender" label={TEXTS.gender} rules={[{ required: true }]}>
              <Radio.Group options={GENDER_OPTIONS} optionType="button" aria-label={TEXTS.gender} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={TEXTS.units} htmlFor="free-analysis-units">
              <Radio.Group
                id="free-analysis-units"
                aria-label={TEXTS.units}
                options={UNIT_OPTIONS}
                optionType="button"
                value={units}
                onChange={(event) => changeUnits(event.target.value as UnitSystem)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {metric ? (
              <Form.Item name="heightCm" label={TEXTS.height} rules={[{ required: true }]}>
                <Select options={HEIGHT_CM_SELECT_OPTIONS} showSearch={SEARCH_BY_LABEL} virtual={false} />
              </Form.Item>
            ) : (
              <Form.Item name="heightIn" label={TEXTS.height} rules={[{ required: true }]}>
                <Select options={HEIGHT_IN_SELECT_OPTIONS} showSearch={SEARCH_BY_LABEL} virtual={false} />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} sm={12}>
            {metric ? (
              <Form.Item name="weightKg" label={TEXTS.weight} rules={[{ required: true }]}>
                <Select options={WEIGHT_KG_SELECT_OPTIONS} showSearch={SEARCH_BY_LABEL} virtual={false} />
              </Form.Item>
            ) : (
              <Form.Item name="weightLb" label={TEXTS.weight} rules={[{ required: true }]}>
                <Select options={WEIGHT_LB_SELECT_OPTIONS} showSearch={SEARCH_BY_LABEL} virtual={false} />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="goal" label={TEXTS.goal} rules={[{ required: true }]}>
              <Select options={GOAL_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="activityLevel" label={TEXTS.activityLevel} rules={[{ required: true }]}>
              <Select options={ACTIVITY_OPTIONS} />
            </Form.Item>
          </Col>
          {noPhotoMode ? (
            <>
              <Col xs={24} sm={12}>
                <Form.Item name="bfPercent" label={TEXTS.bfPercent} rules={[{ required: true }]}>
                  <Select options={BF_SELECT_OPTIONS} showSearch={SEARCH_BY_LABEL} virtual={false} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="athleteLevel" label={TEXTS.athleteLevel} rules={[{ required: true }]}>
                  <Select options={ATHLETE_OPTIONS} />
                </Form.Item>
              </Col>
            </>
          ) : null}
        </Row>
        <Collapse
          className="free-analysis__more"
          // Open when the last analysis's tape measures are filled in, so they are seen and can be updated.
          defaultActiveKey={hasMeasurements(initialValues) ? ['more-precise'] : []}
          items={[
            {
              key: 'more-precise',
              label: TEXTS.morePrecise,
              forceRender: true,
              children: <TapeInputs units={units} />,
            },
          ]}
        />
        <Button type="primary" size="large" htmlType="submit" className="free-analysis__continue">
          {FREE_ANALYSIS_SPEC_TEXTS.stats.continue}
        </Button>
      </Form>
    </section>
  );
}
