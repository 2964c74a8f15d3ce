// What the person records each week and the milestones at the end of each phase (spec §3 progressTracking).
import { type Milestone, PLAN_LENGTH_WEEKS, type QuestionnaireAnswers, type WeeklyCheckin } from '@fitness/contracts';
import type { BodyTrajectory } from './body-trajectory';
import { DELOAD_WEEKS, loadSteps } from './periodization';
import { kgText, liftAmount, round1 } from './plan-numbers';
import type { TrackedLift } from './strength-targets';

export function checkin(week: number, answers: QuestionnaireAnswers, lifts: readonly TrackedLift[]): WeeklyCheckin {
  const metrics = [
    '7-day average morning body weight (kg)',
    'Waist at the navel (cm)',
    'Sessions completed of those planned',
    ...lifts.slice(0, 2).map((lift) => `${lift.target.start.split(':')[0]}: best set (load × reps)`),
    'Average sleep (hours) and energy (1-5)',
  ];
  const losing = answers.primaryGoal === 'lose-weight';
  const gaining = answers.primaryGoal === 'build-muscle';
  let adjustments = losing
    ? 'If the 7-day average fell less than 0.25 kg for two weeks running, cut 100-150 kcal a day; if it fell more than 1% of body weight, add 100-150 kcal.'
    : gaining
      ? 'If weight rose less than 0.1 kg for two weeks, add 100-150 kcal a day; if it rose more than 0.5% of body weight a week, take 100 kcal away.'
      : 'If weight drifts more than 1 kg from the start, move calories 100-150 kcal the other way.';
  if (DELOAD_WEEKS.has(week)) adjustments += ' Lighter training week: keep eating to target; scale weight may rise a little from water.';
  if (week === PLAN_LENGTH_WEEKS) adjustments += ' Take photos and measurements for comparison with week 1.';
  return { week, metrics, adjustments };
}

export function milestone(week: number, trajectory: BodyTrajectory, lifts: readonly TrackedLift[]): Milestone {
  const weightChange = trajectory.weightAt(week) - trajectory.startKg;
  const bodyFatChange = trajectory.startBodyFat - trajectory.bodyFatAt(week);
  const strength = lifts
    .map((lift) => `${lift.target.start.split(':')[0]} ${liftAmount(lift, loadSteps(week)).split(': ')[1]}`)
    .join('; ');
  const goals: Record<number, string> = {
    4: 'Technique solid on every lift, all sessions done, routine settled',
    8: 'Added volume handled, loads still rising, first visible changes',
    12: 'Re-test: strength, weight, waist and photos against week 1',
  };
  return {
    week,
    goal: goals[week],
    measurement: 'Weigh-in average, waist, best sets of the tracked lifts',
    targets: {
      bodyFatReduction: `${round1(bodyFatChange).toFixed(1)} points (±${trajectory.bodyFatUncertainty.toFixed(1)})`,
      ...(strength ? { strengthGains: strength } : {}),
      bodyweightChange: `${weightChange > 0 ? '+' : ''}${kgText(weightChange)}`,
    },
  };
}
