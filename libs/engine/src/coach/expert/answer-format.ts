// How answers are written: plain text, short paragraphs separated by a blank line, lists as lines starting "- ".
// Numbers are rounded to what the estimate supports and always carry units. No markdown headings, no HTML.
import { formatThousands } from '../../insights/format';
import { DAILY_STEPS, ENERGY_ESTIMATE_ERROR } from './expert-evidence';
import type { ExpertProfile } from './expert-profile';

/** How far an energy estimate may be off, in words ("10%"), said wherever a calorie estimate is quoted. */
export const ENERGY_ERROR_PERCENT = `${Math.round(ENERGY_ESTIMATE_ERROR * 100)}%`;
export const ENERGY_ERROR = `give or take ${ENERGY_ERROR_PERCENT}`;

/** A paragraph, a list, or nothing (so optional parts can be written inline as `condition && text`). */
export type AnswerBlock = string | readonly string[] | false | undefined;

export function composeAnswer(...blocks: AnswerBlock[]): string {
  return blocks
    .filter((block): block is string | readonly string[] => block !== false && block !== undefined && block.length > 0)
    .map((block) => (typeof block === 'string' ? block : block.map((item) => `- ${item}`).join('\n')))
    .join('\n\n');
}

const LB_PER_KG = 1 / 0.45359237;

/** Mass in kg (one decimal), with pounds alongside for people who entered pounds. */
export function mass(profile: ExpertProfile, kg: number): string {
  const metric = `${oneDecimal(kg)} kg`;
  return profile.usesPounds ? `${metric} (${Math.round(kg * LB_PER_KG)} lb)` : metric;
}

/** A range of masses: "0.9-1.8 kg". */
export function massRange(profile: ExpertProfile, low: number, high: number): string {
  const metric = `${oneDecimal(low)}-${oneDecimal(high)} kg`;
  return profile.usesPounds ? `${metric} (${Math.round(low * LB_PER_KG)}-${Math.round(high * LB_PER_KG)} lb)` : metric;
}

export function kcal(value: number): string {
  return `${formatThousands(value)} kcal`;
}

export function grams(value: number): string {
  return `${Math.round(value)} g`;
}

export function oneDecimal(value: number): string {
  return value.toFixed(1);
}

/** "your estimated 27.0% body fat (90% range 22.0-32.0%)". */
export function bodyFatWithRange(profile: ExpertProfile): string {
  const { percent, low, high } = profile.bodyFat;
  return `your estimated ${oneDecimal(percent)}% body fat (90% range ${oneDecimal(low)}-${oneDecimal(high)}%)`;
}

/** "47 (90% range 38-58)", or the age with a plain caveat when the stored analysis has no range. */
export function fitnessAgeWithRange(profile: ExpertProfile): string {
  const { fitnessAge, range } = profile.fitness;
  return range
    ? `${Math.round(fitnessAge)} (90% range ${Math.round(range.low)}-${Math.round(range.high)})`
    : `${Math.round(fitnessAge)} (a rough estimate without an exercise test)`;
}

/** 1 -> "1st", 22 -> "22nd", 13 -> "13th". */
export function ordinal(value: number): string {
  const n = Math.round(value);
  const lastTwo = n % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "14 days (2 weeks)", "30 days (about a month)", "10 days". */
export function duration(days: number): string {
  const d = Math.round(days);
  if (d === 1) return '1 day';
  if (d % 7 === 0 && d <= 70) return `${d} days (${d / 7} week${d === 7 ? '' : 's'})`;
  if (d >= 28 && d <= 31) return `${d} days (about a month)`;
  if (d > 31 && Math.abs(d / 30 - Math.round(d / 30)) < 0.1) return `${d} days (about ${Math.round(d / 30)} months)`;
  return `${d} days`;
}

/** Whole weeks, at least 1, as "17-34 weeks" or "1 week". */
export function weeksRange(low: number, high: number): string {
  const a = Math.max(1, Math.round(low));
  const b = Math.max(a, Math.round(high));
  return a === b ? `${a} week${a === 1 ? '' : 's'}` : `${a}-${b} weeks`;
}

/** Daily steps where the health benefit levels off at the person's age: "8,000-10,000". */
export function steps(profile: ExpertProfile): string {
  const range = profile.stats.age >= 60 ? DAILY_STEPS.over60 : DAILY_STEPS.under60;
  return `${formatThousands(range.low)}-${formatThousands(range.high)}`;
}
