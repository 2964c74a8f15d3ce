import { Button, Form, Input, Select } from 'antd';
import type { NutritionAnswersDto, WorkoutAnswersDto } from '@fitness/api-client';
import {
  COOKING_SKILL_LABELS,
  COOKING_SKILLS,
  DIET_LABELS,
  DIETS,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  MEAL_FREQUENCIES,
  MEAL_FREQUENCY_LABELS,
  NUTRITION_GOAL_LABELS,
  NUTRITION_GOALS,
  WEEKLY_PLAN_FORM_TEXTS as TEXTS,
  WEEKLY_PLAN_NOTE_MAX_LENGTH,
  WORKOUT_DAYS_PER_WEEK,
  WORKOUT_EQUIPMENT,
  WORKOUT_EQUIPMENT_LABELS,
  WORKOUT_GOAL_LABELS,
  WORKOUT_GOALS,
} from '@fitness/contracts';

// Spec §5: every select is required, the two text areas are optional.
const REQUIRED = [{ required: true, message: TEXTS.required }];

function options<T extends string | number>(values: readonly T[], labels: (value: T) => string) {
  return values.map((value) => ({ value, label: labels(value) }));
}

const DAYS = Array.from(
  { length: WORKOUT_DAYS_PER_WEEK.max - WORKOUT_DAYS_PER_WEEK.min + 1 },
  (_, index) => WORKOUT_DAYS_PER_WEEK.min + index,
);

/** Free text trimmed, and left out when empty. */
function note(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

interface FormProps<T> {
  busy: boolean;
  onSubmit: (answers: T) => void;
}

export function WorkoutPlanForm({ busy, onSubmit }: FormProps<WorkoutAnswersDto>) {
  const texts = TEXTS.workout;
  return (
    <Form<WorkoutAnswersDto>
      name="workout-plan"
      layout="vertical"
      className="results-plan-form"
      requiredMark={false}
      onFinish={(values) => onSubmit({ ...values, limitations: note(values.limitations) })}
    >
      <Form.Item name="goal" label={texts.goal} rules={REQUIRED}>
        <Select placeholder={TEXTS.selectPlaceholder} options={options(WORKOUT_GOALS, (v) => WORKOUT_GOAL_LABELS[v])} />
      </Form.Item>
      <Form.Item name="experienceLevel" label={texts.experienceLevel} rules={REQUIRED}>
        <Select
          placeholder={TEXTS.selectPlaceholder}
          options={options(EXPERIENCE_LEVELS, (v) => EXPERIENCE_LEVEL_LABELS[v])}
        />
      </Form.Item>
      <Form.Item name="daysPerWeek" label={texts.daysPerWeek} rules={REQUIRED}>
        <Select placeholder={TEXTS.selectPlaceholder} options={options(DAYS, TEXTS.daysPerWeekOption)} />
      </Form.Item>
      <Form.Item name="equipmentAccess" label={texts.equipmentAccess} rules={REQUIRED}>
        <Select
          placeholder={TEXTS.selectPlaceholder}
          options={options(WORKOUT_EQUIPMENT, (v) => WORKOUT_EQUIPMENT_LABELS[v])}
        />
      </Form.Item>
      <Form.Item name="limitations" label={texts.limitations}>
        <Input.TextArea maxLength={WEEKLY_PLAN_NOTE_MAX_LENGTH} showCount rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" disabled={busy}>
        {texts.submit}
      </Button>
    </Form>
  );
}

export function NutritionPlanForm({ busy, onSubmit }: FormProps<NutritionAnswersDto>) {
  const texts = TEXTS.nutrition;
  return (
    <Form<NutritionAnswersDto>
      name="nutrition-plan"
      layout="vertical"
      className="results-plan-form"
      requiredMark={false}
      onFinish={(values) => onSubmit({ ...values, allergies: note(values.allergies) })}
    >
      <Form.Item name="goal" label={texts.goal} rules={REQUIRED}>
        <Select
          placeholder={TEXTS.selectPlaceholder}
          options={options(NUTRITION_GOALS, (v) => NUTRITION_GOAL_LABELS[v])}
        />
      </Form.Item>
      <Form.Item name="dietaryRestrictions" label={texts.dietaryRestrictions} rules={REQUIRED}>
        <Select placeholder={TEXTS.selectPlaceholder} options={options(DIETS, (v) => DIET_LABELS[v])} />
      </Form.Item>
      <Form.Item name="mealFrequency" label={texts.mealFrequency} rules={REQUIRED}>
        <Select
          placeholder={TEXTS.selectPlaceholder}
          options={options(MEAL_FREQUENCIES, (v) => MEAL_FREQUENCY_LABELS[v])}
        />
      </Form.Item>
      <Form.Item name="cookingSkill" label={texts.cookingSkill} rules={REQUIRED}>
        <Select
          placeholder={TEXTS.selectPlaceholder}
          options={options(COOKING_SKILLS, (v) => COOKING_SKILL_LABELS[v])}
        />
      </Form.Item>
      <Form.Item name="allergies" label={texts.allergies}>
        <Input.TextArea maxLength={WEEKLY_PLAN_NOTE_MAX_LENGTH} showCount rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" disabled={busy}>
        {texts.submit}
      </Button>
    </Form>
  );
}
