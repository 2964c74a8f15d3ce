import { classifyQuestion, containsCue } from '../intent-classifier';
import { normaliseWords } from '../normalise-question';

const topicOf = (question: string, hasDeadline = false) => {
  const result = classifyQuestion(question, hasDeadline);
  return result.kind === 'topic' ? result.topic : result.kind;
};

describe('normaliseWords', () => {
  it('lower-cases, drops punctuation and apostrophes, and reduces plurals the same way for cues and questions', () => {
    expect(normaliseWords("What's the BEST way to grow Biceps?!")).toEqual([
      'what',
      'the',
      'best',
      'way',
      'to',
      'grow',
      'bicep',
    ]);
    expect(normaliseWords('calories')).toEqual(normaliseWords('calorie'));
    expect(normaliseWords('injuries')).toEqual(normaliseWords('injury'));
    expect(normaliseWords('abs')).toEqual(['abs']);
  });
});

describe('containsCue', () => {
  it('matches phrases in order, prefixes with *, and up to three words in a .. gap', () => {
    const words = normaliseWords('How do I lose some of my weight while recovering?');
    expect(containsCue(words, 'lose .. weight')).toBe(true);
    expect(containsCue(words, 'recover*')).toBe(true);
    expect(containsCue(words, 'weight .. lose')).toBe(false);
    expect(containsCue(normaliseWords('lose a lot of the extra weight'), 'lose .. weight')).toBe(false);
  });
});

describe('classifyQuestion', () => {
  it.each([
    ['how do i get a six pack', 'abs'],
    ['How to get bigger biceps?', 'arm-growth'],
    ['best exercises for glutes', 'leg-growth'],
    ['how do i get a wider back', 'back-growth'],
    ['how to build a bigger chest', 'chest-growth'],
    ['I am an ectomorph, what should I eat?', 'diet-body-type'],
    ['how many grams of protein a day', 'protein'],
    ['is whey protein powder worth it', 'supplements'],
    ['should I take creatine', 'supplements'],
    ['I only sleep 5 hours, is that bad?', 'sleep'],
    ['is running or walking better', 'cardio'],
    ['my legs are so sore after training', 'recovery'],
    ["my weight hasn't changed in weeks", 'plateau'],
    ["I'm stuck on my bench press", 'plateau'],
    ['I have rounded shoulders', 'posture'],
    ['how accurate is my body fat estimate', 'body-fat-result'],
    ['why is my fitness age higher than my real age', 'fitness-age'],
    ['why is my overall score so low', 'fitness-score'],
    ['how do I compare to other people my age', 'percentiles'],
    ['how do I lose belly fat', 'fat-loss'],
    ['how do I slim my thighs', 'fat-loss'],
    ['should I cut or bulk', 'muscle-gain'],
    ['can I build muscle and lose fat at the same time', 'toning'],
    ['give me a meal plan', 'nutrition'],
    ["I'm a beginner, where do I start", 'workout-plan'],
    ['thanks!', 'greeting'],
  ])('routes "%s" to %s', (question, topic) => {
    expect(topicOf(question)).toBe(topic);
  });

  it('makes a fat-loss question with a deadline or an event a deadline question, but not a bare mention of weeks', () => {
    expect(topicOf('how can I lose weight', true)).toBe('fat-loss-deadline');
    expect(topicOf('how do I slim down for my wedding')).toBe('fat-loss-deadline');
    expect(topicOf('how can I lose weight')).toBe('fat-loss');
    expect(topicOf("my weight hasn't moved", true)).toBe('plateau');
  });

  it('lets the strongest topic win when several match', () => {
    // "protein" alone is the protein topic, "protein powder" is a supplement question.
    expect(topicOf('how much protein do I need')).toBe('protein');
    expect(topicOf('how much protein powder do I need')).toBe('supplements');
    // A named body part beats the generic "get bigger".
    expect(topicOf('how do I get bigger arms')).toBe('arm-growth');
    // "arm fat" is about fat, not arm size.
    expect(topicOf('how do I lose arm fat')).toBe('fat-loss');
  });

  it('routes pain, injury and alarming symptoms to a professional, whatever else is asked', () => {
    for (const question of [
      'I have chest pain when running',
      'I think I tore my hamstring, how do I grow my legs?',
      'I felt dizzy and fainted at the gym',
      'my lower back hurts when I deadlift',
    ]) {
      expect(topicOf(question)).toBe('red-flag');
    }
    expect(topicOf('no pain no gain, right?')).not.toBe('red-flag');
  });

  it('routes medication, diagnoses and pregnancy to medical care', () => {
    for (const question of [
      'Should I take Ozempic?',
      "I'm diabetic, what should I eat?",
      'can I train while pregnant',
    ]) {
      expect(topicOf(question)).toBe('medical');
    }
  });

  it('does not guess at unrelated questions', () => {
    expect(topicOf('What is the capital of France?')).toBe('unknown');
    expect(topicOf('write me a poem')).toBe('unknown');
    expect(topicOf('')).toBe('unknown');
  });
});
