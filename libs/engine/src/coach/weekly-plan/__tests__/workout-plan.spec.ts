import type { WorkoutAnswers } from '@fitness/contracts';
import { EXPERIENCE_LEVELS, WORKOUT_EQUIPMENT, WORKOUT_GOALS } from '@fitness/contracts';
import type { Exercise, Stress } from '../workout/exercise-catalogue';
import { EXERCISES } from '../workout/exercise-catalogue';
import {
  combinations,
  contextFor,
  exerciseNames,
  REFERENCE_STATS,
  rows,
  section,
  sections,
  textOf,
  workoutHtml,
} from './plan-fixtures';

const base: WorkoutAnswers = {
  goal: 'muscle-gain',
  experienceLevel: 'intermediate',
  daysPerWeek: 4,
  equipmentAccess: 'full-gym',
};

const catalogue: Exercise[] = Object.values(EXERCISES);
const byName = new Map(catalogue.map((item) => [item.name, item]));

function exercisesIn(html: string): Exercise[] {
  return exerciseNames(html).map((name) => {
    const found = byName.get(name);
    if (!found) throw new Error(`"${name}" is not in the exercise catalogue`);
    return found;
  });
}

const everyPlan = combinations({
  goal: WORKOUT_GOALS,
  experienceLevel: EXPERIENCE_LEVELS,
  equipmentAccess: WORKOUT_EQUIPMENT,
  daysPerWeek: [3, 4, 5, 6, 7],
});

describe('weekly workout plan: the week', () => {
  it.each([3, 4, 5, 6, 7])('schedules exactly %i training days for every goal and level', (daysPerWeek) => {
    for (const answers of combinations({ goal: WORKOUT_GOALS, experienceLevel: EXPERIENCE_LEVELS })) {
      const html = workoutHtml({ ...base, ...answers, daysPerWeek });
      expect(sections(html, 'Day ')).toHaveLength(daysPerWeek);
      const glance = rows(section(html, 'Week at a glance'));
      expect(glance).toHaveLength(7);
      expect(glance.filter(([, session]) => session !== 'Rest')).toHaveLength(daysPerWeek);
    }
  });

  it('never plans 7 hard days: a 7-day week always has an active recovery day', () => {
    for (const answers of combinations({ goal: WORKOUT_GOALS, experienceLevel: EXPERIENCE_LEVELS })) {
      const days = sections(workoutHtml({ ...base, ...answers, daysPerWeek: 7 }), 'Day ');
      expect(days.filter((day) => day.includes('Active recovery and mobility')).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('picks the split for the day count: full body at 3, upper/lower at 4, push/pull/legs at 6', () => {
    const titles = (html: string) => sections(html, 'Day ').map((day) => textOf(day.split('</h3>')[0]));
    expect(titles(workoutHtml({ ...base, daysPerWeek: 3 })).every((title) => title.includes('Full body'))).toBe(true);
    expect(
      titles(workoutHtml({ ...base, daysPerWeek: 4 })).filter((title) => /Upper body|Lower body/.test(title)),
    ).toHaveLength(4);
    const ppl = titles(workoutHtml({ ...base, experienceLevel: 'advanced', daysPerWeek: 6 }));
    expect(ppl.filter((title) => /: (Push|Pull|Legs)/.test(title))).toHaveLength(6);
  });

  it('keeps beginners at 3 strength days (ACSM 2009) and fills extra days with conditioning and recovery', () => {
    const html = workoutHtml({ ...base, experienceLevel: 'beginner', daysPerWeek: 6 });
    const days = sections(html, 'Day ');
    expect(days.filter((day) => day.includes('Full body'))).toHaveLength(3);
    expect(days.filter((day) => day.includes('Conditioning') || day.includes('Active recovery'))).toHaveLength(3);
  });

  it('starts with a warm-up that ramps up to the first lift', () => {
    const warmUp = textOf(section(workoutHtml(base), 'Warm-up'));
    expect(warmUp).toMatch(/5 min easy/);
    expect(warmUp).toMatch(/ramp-up sets/);
  });

  it('is deterministic: the same answers and context give the same HTML', () => {
    const answers: WorkoutAnswers = { ...base, limitations: 'sore knee' };
    expect(workoutHtml(answers, contextFor())).toBe(workoutHtml(structuredClone(answers), contextFor()));
  });
});

describe('weekly workout plan: exercises', () => {
  it('gives every exercise sets, reps, rest, effort and a progression rule', () => {
    for (const answers of everyPlan.filter((_, index) => index % 7 === 0)) {
      const html = workoutHtml({ ...base, ...answers });
      for (const day of sections(html, 'Day ').filter((part) => part.includes('<table>'))) {
        for (const [name, sets, reps, rest, effort, progression] of rows(day)) {
          expect(name).not.toBe('');
          expect(Number(sets)).toBeGreaterThanOrEqual(2);
          expect(Number(sets)).toBeLessThanOrEqual(6);
          expect(reps).toMatch(/\d/);
          expect(rest).toMatch(/^\d+(-\d+)? (s|min)$/);
          expect(effort).not.toBe('');
          expect(progression).not.toBe('');
        }
      }
    }
  });

  it('uses only body-weight exercises for bodyweight plans: no barbell, machine, cable, dumbbell or band anywhere', () => {
    const equipment =
      /barbell|machine|cable|dumbbell|kettlebell|band|trap-bar|medicine-ball|ab-wheel|ez-bar|leg press|lat pulldown|pull-up\b/i;
    for (const answers of everyPlan.filter((plan) => plan.equipmentAccess === 'bodyweight')) {
      const html = workoutHtml({ ...base, ...answers });
      expect(textOf(html)).not.toMatch(equipment);
      expect(exercisesIn(html).every((item) => item.tools.length === 0)).toBe(true);
    }
  });

  it('uses only dumbbells, bands and a bench for home-basic plans', () => {
    for (const answers of everyPlan.filter((plan) => plan.equipmentAccess === 'home-basic')) {
      const html = workoutHtml({ ...base, ...answers });
      expect(exerciseNames(html).join('\n')).not.toMatch(/barbell|machine|cable|kettlebell|^pull-up$/im);
      for (const item of exercisesIn(html)) {
        expect(item.tools.every((tool) => ['dumbbells', 'bands', 'bench'].includes(tool))).toBe(true);
      }
    }
  });

  it('gives beginners only the simplest exercises and advanced lifters the technical ones', () => {
    const beginner = exercisesIn(
      workoutHtml({ ...base, goal: 'strength', experienceLevel: 'beginner', daysPerWeek: 3 }),
    );
    expect(beginner.every((item) => item.complexity === 1)).toBe(true);
    const advanced = exerciseNames(
      workoutHtml({ ...base, goal: 'strength', experienceLevel: 'advanced', daysPerWeek: 4 }),
    );
    expect(advanced).toEqual(expect.arrayContaining(['Barbell back squat', 'Barbell deadlift']));
  });

  it('uses heavier, lower-rep sets with longer rests for strength than for muscle gain', () => {
    const firstLift = (answers: WorkoutAnswers) => rows(sections(workoutHtml(answers), 'Day ')[0])[0];
    const [, , strengthReps, strengthRest] = firstLift({ ...base, goal: 'strength' });
    const [, , hypertrophyReps, hypertrophyRest] = firstLift(base);
    const top = (reps: string) => Number(reps.split('-')[1]);
    const seconds = (rest: string) => Number(rest.split(/[- ]/)[0]) * (rest.endsWith('min') ? 60 : 1);
    expect(top(strengthReps)).toBeLessThan(top(hypertrophyReps));
    expect(seconds(strengthRest)).toBeGreaterThan(seconds(hypertrophyRest));
  });

  it('puts every tracked muscle in its weekly-set range for an intermediate muscle-gain upper/lower week', () => {
    const volume = rows(section(workoutHtml(base), 'Weekly volume per muscle'));
    expect(volume.length).toBeGreaterThanOrEqual(6);
    for (const [muscle, sets, target, status] of volume) {
      const [low, high] = target.split('-').map(Number);
      expect({ muscle, status }).toEqual({ muscle, status: 'in range' });
      expect(Number(sets)).toBeGreaterThanOrEqual(low);
      expect(Number(sets)).toBeLessThanOrEqual(high);
    }
  });
});

describe('weekly workout plan: limitations', () => {
  const deepKneeWork =
    /back squat|front squat|goblet squat|body-weight squat|single-leg squat|split squat|lunge|jump|leg press|pistol/i;

  it('removes deep squats, lunges and jumps for a knee limitation, with a knee note', () => {
    const plans = everyPlan.filter((_, index) => index % 3 === 0);
    let baselineHadThem = 0;
    for (const answers of plans) {
      const without = workoutHtml({ ...base, ...answers });
      if (exerciseNames(without).some((name) => deepKneeWork.test(name))) baselineHadThem++;
      const html = workoutHtml({ ...base, ...answers, limitations: 'Left knee pain (patellar tendinopathy)' });
      expect(exerciseNames(html).filter((name) => deepKneeWork.test(name))).toEqual([]);
      expect(textOf(section(html, 'Your limitations'))).toMatch(/Knee: Deep squats, lunges and jumps are left out/);
    }
    expect(baselineHadThem).toBeGreaterThan(plans.length / 2);
  });

  it.each<[string, Stress[]]>([
    ['knee', ['deep-knee-flexion', 'lunge', 'impact']],
    ['lower back pain', ['spinal-load', 'loaded-hinge', 'lumbar-extension']],
    ['shoulder impingement', ['overhead-press', 'dip']],
    ['sore wrists', ['wrist-extension']],
    ['tennis elbow', ['elbow-heavy', 'dip']],
    ['achilles tendon', ['impact']],
  ])('for "%s", picks no exercise that stresses it', (note, stresses) => {
    for (const answers of everyPlan.filter((_, index) => index % 5 === 0)) {
      const picked = exercisesIn(workoutHtml({ ...base, ...answers, limitations: note }));
      expect(picked.filter((item) => item.stresses.some((stress) => stresses.includes(stress)))).toEqual([]);
    }
  });

  it('names each swap it made for a limitation', () => {
    const html = workoutHtml({ ...base, limitations: 'lower back' });
    expect(textOf(html)).toMatch(/instead of barbell back squat/);
    expect(textOf(section(html, 'Your limitations'))).toMatch(/Swaps made this week: .*instead of barbell deadlift/);
  });

  it('answers an unknown limitation with a generic caution, echoes it, and changes no exercise', () => {
    const note = 'I get migraines when I train in the evening';
    const html = workoutHtml({ ...base, limitations: note });
    const notes = textOf(section(html, 'Your limitations'));
    expect(notes).toContain(`You wrote: “${note}”`);
    expect(notes).toMatch(/could not match your note to a specific adjustment/);
    expect(exerciseNames(html)).toEqual(exerciseNames(workoutHtml(base)));
  });

  it('asks for medical clearance when the note mentions a heart or blood-pressure condition', () => {
    const html = workoutHtml({ ...base, limitations: 'high blood pressure' });
    expect(textOf(section(html, 'Your limitations'))).toMatch(/doctor’s clearance/);
  });

  it('treats "none" as no limitation', () => {
    expect(workoutHtml({ ...base, limitations: 'None' })).toBe(workoutHtml(base));
  });
});

describe('weekly workout plan: conditioning and the person', () => {
  it('reaches the WHO 150 moderate-equivalent minutes in an endurance week', () => {
    const aerobic = textOf(section(workoutHtml({ ...base, goal: 'endurance', daysPerWeek: 5 }), 'Weekly aerobic'));
    const minutes = Number(/about (\d+) moderate-equivalent minutes/.exec(aerobic)?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(150);
    expect(aerobic).toMatch(/meets the recommendation/);
  });

  it('suggests walks when the strength-only week gives too little aerobic activity', () => {
    expect(textOf(section(workoutHtml({ ...base, daysPerWeek: 3 }), 'Weekly aerobic'))).toMatch(
      /add a brisk \d+-minute walk/,
    );
  });

  it('keeps conditioning and power work low-impact at a BMI of 30 or more', () => {
    const heavy = contextFor({ ...REFERENCE_STATS, weight: '130 kg' });
    const html = workoutHtml({ ...base, goal: 'athletic-performance', daysPerWeek: 6 }, heavy);
    expect(exerciseNames(html).filter((name) => /jump/i.test(name))).toEqual([]);
    const conditioning = sections(html, 'Day ').filter((day) => !day.includes('<table>'));
    expect(conditioning.length).toBeGreaterThan(0);
    expect(textOf(conditioning.join(''))).not.toMatch(/jog|run|sprint 5 m|accelerations/i);
    expect(textOf(section(html, 'Your limitations'))).toMatch(/stay low-impact/);
  });

  it('adds balance work for people aged 65 and over (WHO 2020)', () => {
    const older = contextFor({ ...REFERENCE_STATS, age: 70 });
    const html = workoutHtml({ ...base, daysPerWeek: 7 }, older);
    expect(textOf(html)).toMatch(/Single-leg stand next to a wall/);
    expect(textOf(workoutHtml({ ...base, daysPerWeek: 7 }))).not.toMatch(/Single-leg stand next to a wall/);
  });

  it('states heart rates from the age-predicted maximum (Tanaka 2001)', () => {
    const html = workoutHtml({ ...base, goal: 'endurance', daysPerWeek: 4 });
    expect(textOf(html)).toContain(`estimated maximum of ${Math.round(208 - 0.7 * REFERENCE_STATS.age)} bpm`);
  });
});
