import { Input } from 'antd';
import {
  AGE_RANGES,
  COOKING_FREQUENCIES,
  DIETARY_RESTRICTIONS,
  EQUIPMENT_ACCESS,
  FITNESS_LEVELS,
  FOOD_BUDGETS,
  MEAL_PREP_TIMES,
  PRIMARY_GOALS,
  QUESTIONNAIRE_FIELD_LABELS as LABELS,
  QUESTIONNAIRE_GENDERS,
  QUESTIONNAIRE_OPTION_LABELS as OPTIONS,
  QUESTIONNAIRE_REQUIRED_FIELDS,
  QUESTIONNAIRE_TEXT_MAX_LENGTH,
  QUESTIONNAIRE_TEXTS,
  SLEEP_HOURS,
  STRESS_LEVELS,
  TIME_COMMITMENTS,
  WORK_SCHEDULES,
  WORKOUT_FREQUENCIES,
  WORKOUT_LOCATIONS,
} from '@fitness/contracts';
import { type DraftAnswers, toggled } from './answers';
import { CheckboxField, RadioField } from './choice-field';

type OptionField = keyof typeof OPTIONS;
type TextField = 'email' | 'name' | 'previousInjuries' | 'physicalLimitations' | 'motivation' | 'additionalInfo';

type FieldSpec =
  | { kind: 'text'; field: 'email' | 'name'; type: 'email' | 'text'; autoComplete: string }
  | { kind: 'radio'; field: Exclude<OptionField, 'dietaryRestrictions'>; options: readonly string[] }
  | { kind: 'checkbox'; field: 'dietaryRestrictions'; options: readonly string[] }
  | { kind: 'textarea'; field: Exclude<TextField, 'email' | 'name'> };

/** The questions of steps 1-5 (spec §2), in order. */
const STEP_FIELDS: Record<number, readonly FieldSpec[]> = {
  1: [
    { kind: 'text', field: 'email', type: 'email', autoComplete: 'email' },
    { kind: 'text', field: 'name', type: 'text', autoComplete: 'name' },
    { kind: 'radio', field: 'age', options: AGE_RANGES },
    { kind: 'radio', field: 'gender', options: QUESTIONNAIRE_GENDERS },
  ],
  2: [
    { kind: 'radio', field: 'fitnessLevel', options: FITNESS_LEVELS },
    { kind: 'radio', field: 'workoutFrequency', options: WORKOUT_FREQUENCIES },
    { kind: 'radio', field: 'primaryGoal', options: PRIMARY_GOALS },
    { kind: 'textarea', field: 'previousInjuries' },
  ],
  3: [
    { kind: 'radio', field: 'equipmentAccess', options: EQUIPMENT_ACCESS },
    { kind: 'radio', field: 'timeCommitment', options: TIME_COMMITMENTS },
    { kind: 'radio', field: 'workoutLocation', options: WORKOUT_LOCATIONS },
    { kind: 'textarea', field: 'physicalLimitations' },
  ],
  4: [
    { kind: 'radio', field: 'cookingFrequency', options: COOKING_FREQUENCIES },
    { kind: 'radio', field: 'mealPrepTime', options: MEAL_PREP_TIMES },
    { kind: 'checkbox', field: 'dietaryRestrictions', options: DIETARY_RESTRICTIONS },
    { kind: 'radio', field: 'foodBudget', options: FOOD_BUDGETS },
  ],
  5: [
    { kind: 'radio', field: 'workSchedule', options: WORK_SCHEDULES },
    { kind: 'radio', field: 'sleepHours', options: SLEEP_HOURS },
    { kind: 'radio', field: 'stressLevel', options: STRESS_LEVELS },
    { kind: 'textarea', field: 'motivation' },
    { kind: 'textarea', field: 'additionalInfo' },
  ],
};

const fieldId = (field: string) => `questionnaire-${field}`;

interface StepFieldsProps {
  step: number;
  answers: DraftAnswers;
  onChange: (changes: DraftAnswers) => void;
}

/** The labelled questions of one of steps 1-5; required ones are marked and announced as required. */
export function StepFields({ step, answers, onChange }: StepFieldsProps) {
  const required = new Set(QUESTIONNAIRE_REQUIRED_FIELDS[step] ?? []);
  return (
    <div className="questionnaire-fields">
      {(STEP_FIELDS[step] ?? []).map((spec) => {
        const isRequired = required.has(spec.field);
        const label = (
          <>
            {LABELS[spec.field]}
            {!isRequired && <span className="questionnaire-field__optional"> {QUESTIONNAIRE_TEXTS.optional}</span>}
          </>
        );
        const labelClass = `questionnaire-field__legend${isRequired ? ' questionnaire-field__legend--required' : ''}`;
        switch (spec.kind) {
          case 'text':
            return (
              <div className="questionnaire-field" key={spec.field}>
                <label htmlFor={fieldId(spec.field)} className={labelClass}>
                  {label}
                </label>
                <Input
                  id={fieldId(spec.field)}
                  type={spec.type}
                  autoComplete={spec.autoComplete}
                  required={isRequired}
                  aria-required={isRequired}
                  maxLength={spec.field === 'email' ? 254 : 100}
                  value={(answers[spec.field] as string | undefined) ?? ''}
                  onChange={(event) => onChange({ [spec.field]: event.target.value })}
                />
              </div>
            );
          case 'radio':
            return (
              <RadioField
                key={spec.field}
                id={fieldId(spec.field)}
                legend={LABELS[spec.field]}
                required={isRequired}
                options={spec.options}
                labels={OPTIONS[spec.field] as Record<string, string>}
                value={answers[spec.field] as string | undefined}
                onChange={(value) => onChange({ [spec.field]: value })}
              />
            );
          case 'checkbox':
            return (
              <CheckboxField
                key={spec.field}
                id={fieldId(spec.field)}
                legend={LABELS[spec.field]}
                options={spec.options}
                labels={OPTIONS.dietaryRestrictions as Record<string, string>}
                value={answers.dietaryRestrictions ?? []}
                onToggle={(value) =>
                  onChange({
                    dietaryRestrictions: toggled(answers.dietaryRestrictions ?? [], value as never),
                  })
                }
              />
            );
          case 'textarea':
            return (
              <div className="questionnaire-field" key={spec.field}>
                <label htmlFor={fieldId(spec.field)} className={labelClass}>
                  {label}
                </label>
                <Input.TextArea
                  id={fieldId(spec.field)}
                  rows={3}
                  maxLength={QUESTIONNAIRE_TEXT_MAX_LENGTH}
                  placeholder={QUESTIONNAIRE_TEXTS.textPlaceholder}
                  value={(answers[spec.field] as string | undefined) ?? ''}
                  onChange={(event) => onChange({ [spec.field]: event.target.value })}
                />
              </div>
            );
        }
      })}
    </div>
  );
}

/** Step 6's summary rows: every question of steps 1-5 that was answered, with the answer's label. */
export function answeredRows(answers: DraftAnswers): Array<{ label: string; value: string }> {
  const rows: Array<{ label: string; value: string }> = [];
  for (const step of [1, 2, 3, 4, 5]) {
    for (const spec of STEP_FIELDS[step]) {
      const value = answers[spec.field];
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      const labels = spec.kind === 'radio' || spec.kind === 'checkbox' ? (OPTIONS[spec.field] as Record<string, string>) : undefined;
      const text = Array.isArray(value)
        ? value.map((item: string) => labels?.[item] ?? item).join(', ')
        : (labels?.[value as string] ?? String(value));
      rows.push({ label: LABELS[spec.field], value: text });
    }
  }
  return rows;
}
