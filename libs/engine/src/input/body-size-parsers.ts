// Height and weight arrive as free text (spec §3). Accepted: metric and imperial, e.g. 180, 180 cm, 1.8 m, 5'11",
// 71 in / 80, 80 kg, 176 lb, 12 st 8 lb. A bare number means cm or kg. Anything else, or a value outside human
// ranges, is rejected with a message naming the field.
import { EngineInputError } from './engine-input-error';

/** Accepted ranges: wider than the form's lists (spec §9) so that every real adult fits. */
export const BODY_SIZE_LIMITS = {
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 30, max: 300 },
} as const;

const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.45359237;
const POUNDS_PER_STONE = 14;

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|[.,]\d+)`;
const HEIGHT_PATTERNS: { pattern: RegExp; toCm: (match: RegExpMatchArray) => number }[] = [
  { pattern: new RegExp(`^${NUMBER}$`), toCm: (m) => number(m[1]) },
  { pattern: new RegExp(`^${NUMBER}\\s*(?:cm|cms|centimet(?:er|re)s?)$`), toCm: (m) => number(m[1]) },
  { pattern: new RegExp(`^${NUMBER}\\s*(?:m|meters?|metres?)$`), toCm: (m) => number(m[1]) * 100 },
  {
    // 5'11", 5' 11, 5ft 11in, 5 feet 11 inches, 5'
    pattern: new RegExp(`^${NUMBER}\\s*(?:'|ft|feet|foot)\\s*(?:${NUMBER}\\s*(?:"|''|in|inch|inches)?)?$`),
    toCm: (m) => (number(m[1]) * 12 + (m[2] === undefined ? 0 : number(m[2]))) * CM_PER_INCH,
  },
  { pattern: new RegExp(`^${NUMBER}\\s*(?:"|''|in|inch|inches)$`), toCm: (m) => number(m[1]) * CM_PER_INCH },
];

const WEIGHT_PATTERNS: { pattern: RegExp; toKg: (match: RegExpMatchArray) => number }[] = [
  { pattern: new RegExp(`^${NUMBER}$`), toKg: (m) => number(m[1]) },
  { pattern: new RegExp(`^${NUMBER}\\s*(?:kg|kgs|kilos?|kilograms?)$`), toKg: (m) => number(m[1]) },
  { pattern: new RegExp(`^${NUMBER}\\s*(?:lb|lbs|pounds?)$`), toKg: (m) => number(m[1]) * KG_PER_POUND },
  {
    // 12 st 8 lb, 12st 8, 12 stone
    pattern: new RegExp(`^${NUMBER}\\s*(?:st|stone|stones)\\s*(?:${NUMBER}\\s*(?:lb|lbs|pounds?)?)?$`),
    toKg: (m) => (number(m[1]) * POUNDS_PER_STONE + (m[2] === undefined ? 0 : number(m[2]))) * KG_PER_POUND,
  },
];

/**
 * The texts the parsers read, each as one pattern for a schema (JSON Schema patterns take no flags): the same
 * alternatives, in any letter case, with the spacing, trailing full stop and typographic primes normalise() allows.
 * A text that matches can still be refused for its value (outside BODY_SIZE_LIMITS); one that does not is unreadable.
 */
export const HEIGHT_TEXT_PATTERN = textPattern(HEIGHT_PATTERNS.map(({ pattern }) => pattern));
export const WEIGHT_TEXT_PATTERN = textPattern(WEIGHT_PATTERNS.map(({ pattern }) => pattern));

function textPattern(patterns: RegExp[]): string {
  const alternatives = patterns.map((pattern) => anyCaseAndPrimes(pattern.source.replace(/^\^|\$$/g, '')));
  return `^\\s*(?:${alternatives.join('|')})\\.?\\s*$`;
}

/** Letters match either case; ' and " also match the prime marks and curly quotes normalise() maps onto them. */
function anyCaseAndPrimes(source: string): string {
  let out = '';
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') {
      out += char + source[(index += 1)];
    } else if (char === '[') {
      const end = source.indexOf(']', index);
      out += source.slice(index, end + 1);
      index = end;
    } else if (/[a-z]/.test(char)) {
      out += `[${char}${char.toUpperCase()}]`;
    } else if (char === "'") {
      out += "['′’‘`´]";
    } else if (char === '"') {
      out += '["″”“]';
    } else {
      out += char;
    }
  }
  return out;
}

/** Height in cm from text such as 180, 180 cm, 1.8 m, 5'11" or 71 in. Throws EngineInputError (field 'height'). */
export function parseHeightCm(text: string | number, field = 'height'): number {
  const normalised = normalise(text);
  const match = HEIGHT_PATTERNS.map(({ pattern, toCm }) => {
    const found = normalised.match(pattern);
    return found ? toCm(found) : undefined;
  }).find((value) => value !== undefined);
  if (match === undefined || !Number.isFinite(match)) {
    throw new EngineInputError({
      field,
      message: `Height "${String(text)}" could not be read. Use centimetres (180 or 180 cm), metres (1.8 m) or feet and inches (5'11" or 71 in).`,
    });
  }
  const { min, max } = BODY_SIZE_LIMITS.heightCm;
  if (match < min || match > max) {
    const hint = /^\d(?:[.,]\d+)?$/.test(normalised)
      ? ` A bare number is read as centimetres: did you mean "${normalised} m"?`
      : '';
    throw new EngineInputError({
      field,
      message: `Height "${String(text)}" is ${round1(match)} cm, outside the accepted ${min}-${max} cm.${hint}`,
    });
  }
  return match;
}

/** Weight in kg from text such as 80, 80 kg, 176 lb or 12 st 8 lb. Throws EngineInputError (field 'weight'). */
export function parseWeightKg(text: string | number, field = 'weight'): number {
  const normalised = normalise(text);
  const match = WEIGHT_PATTERNS.map(({ pattern, toKg }) => {
    const found = normalised.match(pattern);
    return found ? toKg(found) : undefined;
  }).find((value) => value !== undefined);
  if (match === undefined || !Number.isFinite(match)) {
    throw new EngineInputError({
      field,
      message: `Weight "${String(text)}" could not be read. Use kilograms (80 or 80 kg), pounds (176 lb) or stones and pounds (12 st 8 lb).`,
    });
  }
  const { min, max } = BODY_SIZE_LIMITS.weightKg;
  if (match < min || match > max) {
    throw new EngineInputError({
      field,
      message: `Weight "${String(text)}" is ${round1(match)} kg, outside the accepted ${min}-${max} kg.`,
    });
  }
  return match;
}

function normalise(text: string | number): string {
  return String(text)
    .trim()
    .toLowerCase()
    .replace(/[′’‘`´]/g, "'")
    .replace(/[″”“]/g, '"')
    .replace(/\.$/, '')
    .replace(/\s+/g, ' ');
}

function number(text: string): number {
  return Number(text.replace(',', '.'));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
