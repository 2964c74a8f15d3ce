import { centsToDecimal, decimalToCents, MAX_AMOUNT_CENTS } from '../money';

describe('money conversions', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [500, '5.00'],
    [1999, '19.99'],
    [MAX_AMOUNT_CENTS, '99999999.99'],
  ])('writes %i cents as %s and reads it back', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
    expect(decimalToCents(decimal)).toBe(cents);
  });

  it('reads numeric text with fewer decimals', () => {
    expect(decimalToCents('20')).toBe(2000);
    expect(decimalToCents('20.5')).toBe(2050);
  });

  it('rejects fractions of a cent, negatives and amounts numeric(10,2) cannot hold', () => {
    expect(() => centsToDecimal(10.5)).toThrow(RangeError);
    expect(() => centsToDecimal(-1)).toThrow(RangeError);
    expect(() => centsToDecimal(MAX_AMOUNT_CENTS + 1)).toThrow(RangeError);
    expect(() => decimalToCents('1.234')).toThrow(RangeError);
  });
});
