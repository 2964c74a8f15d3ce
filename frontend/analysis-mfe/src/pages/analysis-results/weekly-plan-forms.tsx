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
function note(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

interface FormProps<T> {
  busy: boolean;
  onSubmit: (answers: T) => void;
}

/** A required select of one answer (spec §5), its options labelled for people. */
function ChoiceField<T extends string | number>(props: {
  name: string;
  label: string;
  values: readonly T[];
  labelOf: (value: T) => string;
}) {
  return (
    <Form.Item name={props.name} label={props.label} rules={REQUIRED}>
      <Select placeholder={TEXTS.selectPlaceholder} options={options(props.values, props.labelOf)} />
    </Form.Item>
  );
}

/** The optional free-text answer (limitations, allergies) and the submit button closing each form. */
function NoteAndSubmit({ name, label, submit, busy }: { name: string; label: string; submit: string; busy: boolean }) {
  return (
    <>
      <Form.Item name={name} label={label}>
        <Input.TextArea maxLength={WEEKLY_PLAN_NOTE_MAX_LENGTH} showCount rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" disabled={busy}>
        {submit}
      </Button>
    </>
  );
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
      <ChoiceField name="goal" label={texts.goal} values={WORKOUT_GOALS} labelOf={(v) => WORKOUT_GOAL_LABELS[v]} />
      <ChoiceField
        name="experienceLevel"
        label={texts.experienceLevel}
        values={EXPERIENCE_LEVELS}
        labelOf={(v) => EXPERIENCE_LEVEL_LABELS[v]}
      />
      <ChoiceField name="daysPerWeek" label={texts.daysPerWeek} values={DAYS} labelOf={TEXTS.daysPerWeekOption} />
      <ChoiceField
        name="equipmentAccess"
        label={texts.equipmentAccess}
        values={WORKOUT_EQUIPMENT}
        labelOf={(v) => WORKOUT_EQUIPMENT_LABELS[v]}
      />
      <NoteAndSubmit name="limitations" label={texts.limitations} submit={texts.submit} busy={busy} />
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
      <ChoiceField name="goal" label={texts.goal} values={NUTRITION_GOALS} labelOf={(v) => NUTRITION_GOAL_LABELS[v]} />
      <ChoiceField
        name="dietaryRestrictions"
        label={texts.dietaryRestrictions}
        values={DIETS}
        labelOf={(v) => DIET_LABELS[v]}
      />
      <ChoiceField
        name="mealFrequency"
        label={texts.mealFrequency}
        values={MEAL_FREQUENCIES}
        labelOf={(v) => MEAL_FREQUENCY_LABELS[v]}
      />
      <ChoiceField
        name="cookingSkill"
        label={texts.cookingSkill}
        values={COOKING_SKILLS}
        labelOf={(v) => COOKING_SKILL_LABELS[v]}
      />
      <NoteAndSubmit name="allergies" label={texts.allergies} submit={texts.submit} busy={busy} />
    </Form>
  );
}
