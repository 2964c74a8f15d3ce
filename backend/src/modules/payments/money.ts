// numeric(10,2) dollars <-> integer cents, without floating-point rounding on the way in.

export const MAX_AMOUNT_CENTS = 99_999_999_99; // numeric(10,2) holds up to 99,999,999.99

export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`Amount must be whole cents between 0 and ${MAX_AMOUNT_CENTS}, got ${cents}`);
  }
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

export function decimalToCents(decimal: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal);
  if (match === null) throw new RangeError(`Not a non-negative decimal amount: ${decimal}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
