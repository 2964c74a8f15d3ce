import { Card, Collapse, Descriptions, Tag, Typography } from 'antd';
import {
  AI_PLAN_TEXTS,
  type AiPlan,
  MEAL_SLOTS,
  type NutritionPhase,
  type PlanWorkout,
  STRENGTH_LIFTS,
  type StrengthLift,
  type WorkoutPhase,
} from '@fitness/contracts';
import { TextWithTerms } from '@fitness/ui/antd';

const { Title, Paragraph, Text } = Typography;

const LIFT_LABELS: Record<StrengthLift, string> = {
  bench: 'Bench press',
  squat: 'Squat',
  deadlift: 'Deadlift',
  overhead: 'Overhead press',
};

const capitalize = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card
      className="plans-card"
      title={
        <Title level={2} className="plans-card__heading">
          {title}
        </Title>
      }
    >
      {children}
    </Card>
  );
}

/** A wide table that scrolls sideways on a phone instead of breaking the layout; focusable so keys can scroll it. */
function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="ai-plan__table" role="region" aria-label={label} tabIndex={0}>
      <table className="plan-table">{children}</table>
    </div>
  );
}

export function SummarySection({ plan }: { plan: AiPlan }) {
  const summary = plan.personalizedSummary;
  return (
    <Section title="Personalized Summary">
      <Descriptions
        column={1}
        items={[
          { key: 'profile', label: 'Your profile', children: summary.userProfile },
          { key: 'insights', label: 'From your analysis', children: summary.photoAnalysisInsights },
          { key: 'why', label: 'Why this plan', children: summary.whyThisPlan },
          { key: 'expected', label: 'What to expect', children: summary.expectedResults },
        ]}
      />
    </Section>
  );
}

function WorkoutTable({ workout, label }: { workout: PlanWorkout; label: string }) {
  return (
    <div className="ai-plan__workout">
      <Title level={4} className="plans-card__heading">
        {workout.day} · {workout.type} <Text type="secondary">({workout.duration})</Text>
      </Title>
      <ScrollTable label={label}>
        <thead>
          <tr>
            <th scope="col">Exercise</th>
            <th scope="col">Sets</th>
            <th scope="col">Reps</th>
            <th scope="col">Weight</th>
            <th scope="col">Rest</th>
            <th scope="col">Notes</th>
            <th scope="col">Next week</th>
          </tr>
        </thead>
        <tbody>
          {workout.exercises.map((exercise) => (
            <tr key={exercise.name}>
              <th scope="row">{exercise.name}</th>
              <td>{exercise.sets}</td>
              <td>{exercise.reps}</td>
              <td>{exercise.weight}</td>
              <td>{exercise.rest}</td>
              <td>
                <TextWithTerms text={exercise.notes} />
              </td>
              <td>{exercise.progressionNextWeek}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}

function PhaseCard({ phase }: { phase: WorkoutPhase }) {
  const lifts = STRENGTH_LIFTS.filter((lift) => phase.strengthTargets?.[lift] !== undefined);
  return (
    <section className="ai-plan__phase" aria-labelledby={`phase-${phase.phase}`}>
      <Title level={3} id={`phase-${phase.phase}`} className="plans-card__heading">
        Phase {phase.phase} · Weeks {phase.weeks}: {phase.focus}
      </Title>
      <Paragraph>{phase.description}</Paragraph>
      <Paragraph>
        <Text strong>Body-fat target:</Text> {phase.bodyFatTarget}
      </Paragraph>
      {lifts.length > 0 && (
        <ScrollTable label={`Strength targets, phase ${phase.phase}`}>
          <caption>Strength targets</caption>
          <thead>
            <tr>
              <th scope="col">Lift</th>
              <th scope="col">Target</th>
              <th scope="col">Progression per week</th>
            </tr>
          </thead>
          <tbody>
            {lifts.map((lift) => (
              <tr key={lift}>
                <th scope="row">{LIFT_LABELS[lift]}</th>
                <td>{phase.strengthTargets![lift]!.end}</td>
                <td>{phase.strengthTargets![lift]!.progression}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Collapse
        size="small"
        items={phase.weeklyWorkouts.map((week) => ({
          key: String(week.week),
          label: `Week ${week.week} · body-weight target ${week.bodyweightTarget}`,
          children: week.workouts.map((workout) => (
            <WorkoutTable
              key={`${workout.day}-${workout.type}`}
              workout={workout}
              label={`Week ${week.week}, ${workout.day}: ${workout.type}`}
            />
          )),
        }))}
      />
    </section>
  );
}

export function WorkoutSection({ plan }: { plan: AiPlan }) {
  return (
    <Section title={`${plan.workoutPlan.totalWeeks}-Week Workout Plan`}>
      <Paragraph>{plan.workoutPlan.overview}</Paragraph>
      {plan.workoutPlan.phases.map((phase) => (
        <PhaseCard key={phase.phase} phase={phase} />
      ))}
    </Section>
  );
}

function MealCards({ phase }: { phase: NutritionPhase }) {
  return (
    <div className="ai-plan__meals">
      {MEAL_SLOTS.map((slot) => {
        const meals = phase.sampleMeals.filter((meal) => meal.meal === slot);
        if (meals.length === 0) {
          return (
            <Card key={slot} size="small" className="ai-plan__meal">
              <Paragraph className="ai-plan__coming-soon">{AI_PLAN_TEXTS.mealComingSoon(capitalize(slot))}</Paragraph>
            </Card>
          );
        }
        return meals.map((meal) => {
          const shown = meal.ingredients.slice(0, AI_PLAN_TEXTS.ingredientPreview);
          const more = meal.ingredients.length - shown.length;
          return (
            <Card key={`${slot}-${meal.name}`} size="small" className="ai-plan__meal">
              <Tag className="fitness-tag">{capitalize(slot)}</Tag>
              <h4>{meal.name}</h4>
              <Text type="secondary">
                {meal.macros.calories} kcal · {meal.macros.protein} g protein · {meal.macros.carbs} g carbs ·{' '}
                {meal.macros.fat} g fat
              </Text>
              <ul>
                {shown.map((ingredient) => (
                  <li key={ingredient}>{ingredient}</li>
                ))}
              </ul>
              {more > 0 && <Text type="secondary">{AI_PLAN_TEXTS.ingredientsMore(more)}</Text>}
            </Card>
          );
        });
      })}
    </div>
  );
}

export function NutritionSection({ plan }: { plan: AiPlan }) {
  const { nutritionPlan } = plan;
  const { macros } = nutritionPlan;
  return (
    <Section title="Nutrition Plan">
      <Paragraph>{nutritionPlan.overview}</Paragraph>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          {
            key: 'kcal',
            label: 'Daily calories',
            children: `${nutritionPlan.targetCalories.toLocaleString('en-US')} kcal`,
          },
          { key: 'protein', label: 'Protein', children: `${macros.protein.grams} g (${macros.protein.percentage}%)` },
          { key: 'carbs', label: 'Carbohydrate', children: `${macros.carbs.grams} g (${macros.carbs.percentage}%)` },
          { key: 'fat', label: 'Fat', children: `${macros.fat.grams} g (${macros.fat.percentage}%)` },
        ]}
      />
      {nutritionPlan.phases.map((phase) => (
        <section key={phase.phase} className="ai-plan__phase" aria-labelledby={`nutrition-phase-${phase.phase}`}>
          <Title level={3} id={`nutrition-phase-${phase.phase}`} className="plans-card__heading">
            Phase {phase.phase} · Weeks {phase.weeks}: {phase.focus}
          </Title>
          <Paragraph>{phase.description}</Paragraph>
          <MealCards phase={phase} />
        </section>
      ))}
    </Section>
  );
}

export function ProgressSection({ plan }: { plan: AiPlan }) {
  const { milestones, weeklyCheckins } = plan.progressTracking;
  return (
    <Section title="Progress Tracking">
      <Title level={3} className="plans-card__heading">
        Milestones
      </Title>
      <ScrollTable label="Milestones">
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Goal</th>
            <th scope="col">Measure</th>
            <th scope="col">Targets</th>
          </tr>
        </thead>
        <tbody>
          {milestones.map((milestone) => (
            <tr key={milestone.week}>
              <th scope="row">{milestone.week}</th>
              <td>{milestone.goal}</td>
              <td>{milestone.measurement}</td>
              <td>
                {[
                  milestone.targets?.bodyFatReduction && `Body fat −${milestone.targets.bodyFatReduction}`,
                  milestone.targets?.bodyweightChange && `Weight ${milestone.targets.bodyweightChange}`,
                  milestone.targets?.strengthGains && `Strength: ${milestone.targets.strengthGains}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Title level={3} className="plans-card__heading">
        Weekly check-ins
      </Title>
      <ScrollTable label="Weekly check-ins">
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Record</th>
            <th scope="col">Then adjust</th>
          </tr>
        </thead>
        <tbody>
          {weeklyCheckins.map((checkin) => (
            <tr key={checkin.week}>
              <th scope="row">{checkin.week}</th>
              <td>{checkin.metrics.join(', ')}</td>
              <td>{checkin.adjustments}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Title level={3} className="plans-card__heading">
        How we calculated this
      </Title>
      <ul className="ai-plan__methods">
        {plan.about.methods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
    </Section>
  );
}
