// Locale-independent number formatting, so the same inputs give the same text on every machine.

export function formatFixed(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/** Whole number with thousands separators (1,950), without Intl so the result never depends on the runtime's locale. */
export function formatThousands(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}
