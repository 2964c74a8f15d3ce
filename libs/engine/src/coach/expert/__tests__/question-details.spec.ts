import { readQuestionDetails } from '../question-details';

describe('readQuestionDetails', () => {
  it.each([
    ['How can I lose weight before a beach trip in 2 weeks?', 14],
    ['I have 10 days until my holiday', 10],
    ['lose fat in a month', 30],
    ['my wedding is 3 weeks away', 21],
    ['in a couple of weeks', 14],
    ['within six weeks', 42],
    ['in 1.5 months', 45],
    ['in a fortnight', 14],
    ['by next week', 7],
    ['2 wks before my trip', 14],
  ])('reads the deadline in "%s" as %i days', (question, days) => {
    expect(readQuestionDetails(question).deadlineDays).toBe(days);
  });

  it.each([
    'I train 3 days a week, how do I lose weight?',
    'how much protein should I eat a day',
    'how do I lose weight',
    'I eat 3 meals a day',
  ])('finds no deadline in "%s"', (question) => {
    expect(readQuestionDetails(question).deadlineDays).toBeUndefined();
  });

  it('reads a target amount in kilograms or pounds', () => {
    expect(readQuestionDetails('I want to lose 5 kg in 10 days').targetKg).toEqual({ direction: 'lose', kg: 5 });
    const pounds = readQuestionDetails('how do I drop 10 lbs by summer').targetKg;
    expect(pounds?.direction).toBe('lose');
    expect(pounds?.kg).toBeCloseTo(4.536, 3);
    expect(readQuestionDetails('can I gain 3 kilos of muscle').targetKg).toEqual({ direction: 'gain', kg: 3 });
    expect(readQuestionDetails('how do I lose weight').targetKg).toBeUndefined();
  });
});
