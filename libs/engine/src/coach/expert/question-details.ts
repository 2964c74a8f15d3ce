// Facts a question states about itself: a deadline ("in 2 weeks", "10 days", "a month") and a target amount
// ("lose 5 kg", "drop 10 lbs"). Parsed from the raw text; nothing here depends on today's date.

export interface QuestionDetails {
  /** Days until the deadline the question names, when it names one. */
  deadlineDays?: number;
  /** Kilograms the person says they want to lose or gain. */
  targetKg?: { direction: 'lose' | 'gain'; kg: number };
}

const DAYS_PER_UNIT: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 30, year: 365 };

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'a couple of': 2,
  'couple of': 2,
  'a couple': 2,
  'a few': 3,
  few: 3,
  'a half': 0.5,
};

const AMOUNT = `(\\d+(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS)
  .sort((x, y) => y.length - x.length)
  .join('|')})`;
const UNIT = '(days?|d|weeks?|wks?|w|fortnights?|months?|mos?|years?|yrs?)';
const DURATION = new RegExp(`\\b${AMOUNT}[\\s-]*(?:more\\s+)?${UNIT}\\b`, 'g');
// A duration is a deadline only in deadline wording ("in 2 weeks", "10 days away", "2 weeks before my wedding");
// "3 meals a day" or "4 days a week" are not.
const DEADLINE_BEFORE =
  /\b(?:in|within|under|by|before|till|until|only|just|have|got|next|about|around|than|of)\s+(?:the\s+|about\s+|around\s+|only\s+|just\s+)?$/;
const DEADLINE_AFTER = /^\s*(?:away|left|to go|from now|before|until|till)\b/;
const FREQUENCY_AFTER = /^\s*(?:a|an|per|each|every)\s+(?:day|week|month)\b/;
const RELATIVE: [RegExp, number][] = [
  [/\btomorrow\b/, 1],
  [/\bnext week\b/, 7],
  [/\bfortnight\b/, 14],
  [/\bnext month\b/, 30],
  [/\bnext year\b/, 365],
];

const MASS =
  /\b(lose|losing|lost|drop|dropping|shed|shedding|cut|gain|gaining|put on|add)\s+(?:about\s+|around\s+)?(\d+(?:[.,]\d+)?)\s*(kgs?|kilos?|kilograms?|lbs?|pounds?)\b/;
/** Pounds to kilograms (international avoirdupois pound, exact by definition since 1959). */
const KG_PER_LB = 0.45359237;

export function readQuestionDetails(question: string): QuestionDetails {
  const text = question.toLowerCase();
  const details: QuestionDetails = {};
  const days = deadlineDays(text);
  if (days !== undefined) details.deadlineDays = days;
  const mass = MASS.exec(text);
  if (mass) {
    const amount = Number(mass[2].replace(',', '.'));
    const kg = mass[3].startsWith('k') ? amount : amount * KG_PER_LB;
    const direction = /^(gain|put|add)/.test(mass[1]) ? 'gain' : 'lose';
    if (kg > 0) details.targetKg = { direction, kg };
  }
  return details;
}

function deadlineDays(text: string): number | undefined {
  for (const match of text.matchAll(DURATION)) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    if (FREQUENCY_AFTER.test(after)) continue;
    if (!DEADLINE_BEFORE.test(before) && !DEADLINE_AFTER.test(after)) continue;
    const amount = NUMBER_WORDS[match[1]] ?? Number(match[1].replace(',', '.'));
    const unit = unitOf(match[2]);
    const days = Math.round(amount * DAYS_PER_UNIT[unit]);
    if (days >= 1) return days;
  }
  for (const [pattern, days] of RELATIVE) if (pattern.test(text)) return days;
  return undefined;
}

function unitOf(token: string): keyof typeof DAYS_PER_UNIT {
  if (token.startsWith('d')) return 'day';
  if (token.startsWith('w')) return 'week';
  if (token.startsWith('f')) return 'fortnight';
  if (token.startsWith('m')) return 'month';
  return 'year';
}
