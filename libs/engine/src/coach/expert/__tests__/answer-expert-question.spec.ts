import { EXPERT_EXAMPLE_PROMPTS } from '@fitness/contracts';
import { answerExpertQuestion, dailyEnergyNeeds, EngineInputError, EXPERT_TOPICS, validateStats } from '../../../index';
import type { CoachContext, ExpertTopic } from '../../../index';
import { formatThousands } from '../../../insights/format';
import { ordinal } from '../answer-format';
import {
  FAT_LOSS_DEFICIT_KCAL,
  FAT_LOSS_RATE_PER_WEEK,
  MUSCLE_GAIN_SURPLUS_KCAL,
  PROTEIN_G_PER_KG,
  VISIBLE_ABS_BODY_FAT,
} from '../expert-evidence';
import type { PersonName } from './expert-fixtures';
import { contextFor, PEOPLE, weightKgOf, wordCount } from './expert-fixtures';

const [ABS, ARMS, BEACH, BODY_TYPE] = EXPERT_EXAMPLE_PROMPTS;
const people: PersonName[] = ['dieter', 'lifter', 'older'];
const contexts = Object.fromEntries(people.map((name) => [name, contextFor(name)])) as Record<PersonName, CoachContext>;

const proteinText = (name: PersonName) => `${Math.round(PROTEIN_G_PER_KG * weightKgOf(name))} g`;
const maintenanceKcal = (name: PersonName) => {
  const stats = validateStats(PEOPLE[name]);
  return dailyEnergyNeeds(
    { sex: stats.gender, age: stats.age, heightCm: stats.heightCm, weightKg: stats.weightKg },
    stats.activityLevel,
  ).maintenanceKcal;
};
const bodyFatText = (name: PersonName) => {
  const { bodyFatPercentage, bodyFatRange } = contexts[name].results;
  return `${bodyFatPercentage.toFixed(1)}% body fat (90% range ${bodyFatRange!.low.toFixed(1)}-${bodyFatRange!.high.toFixed(1)}%)`;
};

/** One typical question per topic, so every topic is exercised. */
const QUESTION_FOR: Record<ExpertTopic, string> = {
  abs: ABS,
  'arm-growth': ARMS,
  'leg-growth': 'How do I grow my legs and glutes?',
  'chest-growth': 'How can I build a bigger chest?',
  'back-growth': 'How do I get a wider back?',
  'shoulder-growth': 'Best way to grow my shoulders?',
  'fat-loss-deadline': BEACH,
  'diet-body-type': BODY_TYPE,
  protein: 'How much protein should I eat?',
  supplements: 'Which supplements are worth taking?',
  sleep: 'How much sleep do I need?',
  hydration: 'How much water should I drink?',
  cardio: 'How much cardio should I do?',
  recovery: 'How many rest days do I need to recover?',
  plateau: "I've hit a plateau, what now?",
  posture: 'How can I improve my posture?',
  'body-fat-result': 'Is my body fat percentage healthy?',
  'fitness-age': 'What does my fitness age mean?',
  'fitness-score': 'How is my fitness score calculated?',
  percentiles: 'What do my percentile rankings mean?',
  'fat-loss': 'How do I lose belly fat?',
  'muscle-gain': 'How do I build muscle?',
  toning: 'How do I get toned?',
  nutrition: 'How many calories should I eat?',
  'workout-plan': 'Can you give me a workout plan?',
  greeting: 'Hello!',
};

describe('answerExpertQuestion: the four example prompts', () => {
  it('answers the abs prompt with the person’s body fat, its range and the visible-abs level for their sex', () => {
    for (const name of ['dieter', 'lifter'] as const) {
      const { topic, answer } = answerExpertQuestion(ABS, contexts[name]);
      expect(topic).toBe('abs');
      expect(answer).toContain(bodyFatText(name));
      const sex = PEOPLE[name].gender as 'male' | 'female';
      expect(answer).toContain(`about ${VISIBLE_ABS_BODY_FAT[sex].high}%`);
      expect(answer).toContain(proteinText(name));
    }
  });

  it('answers the arm prompt with weekly set volume, protein from body weight and the person’s training level', () => {
    const dieter = answerExpertQuestion(ARMS, contexts.dieter);
    const lifter = answerExpertQuestion(ARMS, contexts.lifter);
    expect(dieter.topic).toBe('arm-growth');
    expect(lifter.topic).toBe('arm-growth');
    expect(dieter.answer).toContain('10-12 hard sets a week');
    expect(lifter.answer).toContain('12-16 hard sets a week');
    expect(dieter.answer).toContain(proteinText('dieter'));
    expect(lifter.answer).toContain(proteinText('lifter'));
    // The dieter is told to keep his deficit; the lifter gets a surplus.
    expect(dieter.answer).toContain(formatThousands(maintenanceKcal('dieter') - FAT_LOSS_DEFICIT_KCAL));
    expect(lifter.answer).toContain(formatThousands(maintenanceKcal('lifter') + MUSCLE_GAIN_SURPLUS_KCAL));
  });

  it('answers the beach-trip prompt honestly: the 14 days, realistic fat loss from body weight, water vs fat', () => {
    const { topic, answer } = answerExpertQuestion(BEACH, contexts.dieter);
    expect(topic).toBe('fat-loss-deadline');
    expect(answer).toContain('14 days');
    const weight = weightKgOf('dieter');
    const low = (weight * FAT_LOSS_RATE_PER_WEEK.low * 14) / 7;
    const high = (weight * FAT_LOSS_RATE_PER_WEEK.high * 14) / 7;
    expect(answer).toContain(`${low.toFixed(1)}-${high.toFixed(1)} kg`);
    expect(answer).toMatch(/water/i);
    expect(answer).toMatch(/isn't fat/);
    expect(answer).toContain(bodyFatText('dieter'));
  });

  it('reads other deadlines from the question: 10 days, a month', () => {
    const tenDays = answerExpertQuestion('Can I lose weight in 10 days for my holiday?', contexts.dieter);
    expect(tenDays.topic).toBe('fat-loss-deadline');
    expect(tenDays.answer).toContain('10 days');
    const month = answerExpertQuestion('I want to lose fat before my wedding in a month', contexts.lifter);
    expect(month.topic).toBe('fat-loss-deadline');
    expect(month.answer).toContain('30 days');
  });

  it('says plainly when a stated target is not possible by the deadline', () => {
    const { answer } = answerExpertQuestion('I need to lose 5 kg in 10 days for a wedding', contexts.dieter);
    expect(answer).toContain('5.0 kg');
    // 5 kg of fat at 7,700 kcal/kg in 10 days is a 3,850 kcal daily deficit, more than this man burns.
    expect(answer).toContain('3,850 kcal a day');
    expect(answer).toContain('more than the');
  });

  it('answers the body-type prompt by explaining somatotypes lack evidence, then giving calories for the goal', () => {
    for (const name of ['dieter', 'lifter'] as const) {
      const { topic, answer } = answerExpertQuestion(BODY_TYPE, contexts[name]);
      expect(topic).toBe('diet-body-type');
      expect(answer).toMatch(/no trial/);
      expect(answer).toContain(formatThousands(maintenanceKcal(name)));
      expect(answer).toContain(proteinText(name));
    }
  });

  it('gives two different people different numbers for every example prompt', () => {
    for (const prompt of EXPERT_EXAMPLE_PROMPTS) {
      const dieter = answerExpertQuestion(prompt, contexts.dieter).answer;
      const lifter = answerExpertQuestion(prompt, contexts.lifter).answer;
      expect(dieter).not.toBe(lifter);
      expect(dieter).toContain(contexts.dieter.results.bodyFatPercentage.toFixed(1));
      expect(lifter).toContain(contexts.lifter.results.bodyFatPercentage.toFixed(1));
    }
  });
});

describe('answerExpertQuestion: every topic', () => {
  it.each(EXPERT_TOPICS.map((topic) => [topic]))('answers a typical %s question on that topic', (topic) => {
    for (const name of people) {
      expect(answerExpertQuestion(QUESTION_FOR[topic], contexts[name]).topic).toBe(topic);
    }
  });

  it('writes plain text of 80-250 words: paragraphs and "- " lists, no HTML or markdown headings', () => {
    const questions = [
      ...Object.values(QUESTION_FOR),
      'What is the capital of France?',
      'My knee hurts',
      'Should I take insulin?',
    ];
    const outOfLength: { name: string; question: string; words: number }[] = [];
    for (const name of people) {
      for (const question of questions) {
        const { answer } = answerExpertQuestion(question, contexts[name]);
        const words = wordCount(answer);
        if (words < 80 || words > 250) outOfLength.push({ name, question, words });
        expect(answer).not.toMatch(/<\/?[a-z][^>]*>/i);
        expect(answer).not.toMatch(/^#/m);
        expect(answer).not.toMatch(/\*\*|__|`/);
        expect(answer).not.toMatch(/NaN|undefined|Infinity/);
        for (const line of answer.split('\n')) expect(line).not.toMatch(/^\s*[*•]\s/);
      }
    }
    expect(outOfLength).toEqual([]);
  });

  it('states the uncertainty of every estimate it quotes', () => {
    for (const name of people) {
      for (const topic of EXPERT_TOPICS) {
        const { answer } = answerExpertQuestion(QUESTION_FOR[topic], contexts[name]);
        const quotesBodyFat = answer.includes(`${contexts[name].results.bodyFatPercentage.toFixed(1)}%`);
        const quotesMaintenance = answer.includes(formatThousands(maintenanceKcal(name)));
        if (quotesBodyFat) expect(answer).toContain('90% range');
        if (quotesMaintenance) expect(answer).toMatch(/give or take 10%|within about 10%/);
      }
    }
  });

  it('shows pounds alongside kilograms for someone who entered pounds, and only kilograms otherwise', () => {
    expect(answerExpertQuestion(BEACH, contexts.dieter).answer).toMatch(/kg \(\d+-?\d* lb\)/);
    expect(answerExpertQuestion(BEACH, contexts.lifter).answer).not.toContain('lb');
  });
});

describe('answerExpertQuestion: questions about their own result', () => {
  it('explains the body-fat estimate with its range, kilograms of fat and the percentile from the analysis', () => {
    const { results } = contexts.lifter;
    const { answer } = answerExpertQuestion('How accurate is my body fat?', contexts.lifter);
    expect(answer).toContain(`${results.bodyFatPercentage.toFixed(1)}%, with a 90% range`);
    const fatKg = (weightKgOf('lifter') * results.bodyFatPercentage) / 100;
    expect(answer).toContain(`${fatKg.toFixed(1)} kg of fat`);
    expect(answer).toContain(`leaner than ${results.percentileMetrics.bodyFat.percentile}% of women aged 29`);
  });

  it('explains the fitness age against the real age with its range', () => {
    const { results } = contexts.older;
    const { answer } = answerExpertQuestion('What does my fitness age mean?', contexts.older);
    const range = results.provenance!.fitness.fitnessAgeRange;
    expect(answer).toContain(
      `${results.fitnessAge} (90% range ${range.low}-${range.high}) against your real age of 66`,
    );
  });

  it('breaks the fitness score into the parts the analysis measured', () => {
    const { results } = contexts.dieter;
    const { answer } = answerExpertQuestion('How is my fitness score calculated?', contexts.dieter);
    expect(answer).toContain(`${results.overallScore} out of 100`);
    expect(answer).toContain(`Body fat: ${ordinal(results.percentileMetrics.bodyFat.percentile)} percentile`);
    expect(answer).toContain(`Muscle: ${ordinal(results.percentileMetrics.muscle.percentile)} percentile`);
    // No photos: posture and symmetry were not measured, so they are not listed as parts.
    expect(answer).not.toMatch(/^- Posture/m);
  });
});

describe('answerExpertQuestion: outside its scope', () => {
  it('says an unrelated question is outside what it knows and lists what it can help with', () => {
    const { topic, answer } = answerExpertQuestion("What's the capital of France?", contexts.dieter);
    expect(topic).toBe('out-of-scope');
    expect(answer).toContain('outside what I know');
    expect(answer).toContain('- Visible abs');
    expect(answer).not.toMatch(/paris/i);
  });

  it('sends pain, injury and alarming symptoms to a professional, and chest pain to emergency services', () => {
    for (const question of ['I have chest pain when I run', 'I hurt my knee squatting, how do I grow my legs?']) {
      const { topic, answer } = answerExpertQuestion(question, contexts.older);
      expect(topic).toBe('out-of-scope');
      expect(answer).toMatch(/doctor or physiotherapist/);
      expect(answer).toMatch(/emergency number/);
    }
  });

  it('refers medication, conditions and pregnancy to a doctor', () => {
    for (const question of ['Should I take Ozempic to lose weight?', "I'm pregnant, how much protein do I need?"]) {
      const { topic, answer } = answerExpertQuestion(question, contexts.lifter);
      expect(topic).toBe('out-of-scope');
      expect(answer).toMatch(/doctor/);
    }
  });
});

describe('answerExpertQuestion: determinism and input', () => {
  it('gives the same answer for the same question and context, without clocks or randomness', () => {
    const random = jest.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    const now = jest.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    try {
      for (const question of [...EXPERT_EXAMPLE_PROMPTS, 'hi']) {
        const first = answerExpertQuestion(question, contexts.dieter);
        expect(answerExpertQuestion(question, structuredClone(contexts.dieter))).toEqual(first);
      }
    } finally {
      random.mockRestore();
      now.mockRestore();
    }
  });

  it('still answers, with a stated range, from an older stored analysis without ranges or provenance', () => {
    const { stats, results } = contexts.dieter;
    const older: CoachContext = {
      stats,
      results: {
        overallScore: results.overallScore,
        bodyFatPercentage: results.bodyFatPercentage,
        fitnessAge: results.fitnessAge,
        percentileRank: results.percentileRank,
        muscleBalance: results.muscleBalance,
        symmetry: results.symmetry,
        insights: results.insights,
        percentileMetrics: results.percentileMetrics,
      },
    };
    for (const question of [ABS, 'What does my fitness age mean?', 'How is my score calculated?']) {
      const { answer } = answerExpertQuestion(question, older);
      expect(answer).toMatch(/90% range|rough estimate/);
      expect(answer).not.toMatch(/NaN|undefined/);
    }
  });

  it('throws EngineInputError for unusable stored stats, as analyze() does', () => {
    const broken: CoachContext = { ...contexts.dieter, stats: { ...contexts.dieter.stats, weight: 'heavy' } };
    expect(() => answerExpertQuestion(ABS, broken)).toThrow(EngineInputError);
  });
});
