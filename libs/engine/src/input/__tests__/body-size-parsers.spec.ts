import { EngineInputError } from '../engine-input-error';
import { HEIGHT_TEXT_PATTERN, parseHeightCm, parseWeightKg, WEIGHT_TEXT_PATTERN } from '../body-size-parsers';

function errorOf(read: () => unknown): EngineInputError {
  try {
    read();
  } catch (error) {
    if (error instanceof EngineInputError) return error;
    throw error;
  }
  throw new Error('expected an EngineInputError');
}

describe('parseHeightCm', () => {
  it.each([
    ['180', 180],
    ['180 cm', 180],
    ['180cm', 180],
    ['  180.5 CM ', 180.5],
    ['1.8 m', 180],
    ['1,80 m', 180],
    ['1.8m', 180],
    [`5'11"`, 180.34],
    [`5' 11"`, 180.34],
    [`5'11`, 180.34],
    ['5 ft 11 in', 180.34],
    ['5ft11', 180.34],
    ['5 feet 11 inches', 180.34],
    ['5′11″', 180.34],
    [`6'`, 182.88],
    ['71 in', 180.34],
    ['71"', 180.34],
    ['71 inches', 180.34],
  ])('reads %s as %d cm', (text, expected) => {
    expect(parseHeightCm(text)).toBeCloseTo(expected, 2);
  });

  it('reads a number as centimetres', () => {
    expect(parseHeightCm(172)).toBe(172);
  });

  it.each(['tall', '', '180 kg', '5 ft 11 in 3', '1.8.0 m', '-180'])(
    'rejects unreadable %j naming the height field',
    (text) => {
      const error = errorOf(() => parseHeightCm(text));
      expect(error.field).toBe('height');
      expect(error.message).toContain('could not be read');
    },
  );

  it('rejects a height outside human ranges, naming the field and the range', () => {
    const error = errorOf(() => parseHeightCm('300 cm'));
    expect(error.field).toBe('height');
    expect(error.message).toContain('100-250 cm');
  });

  it('suggests metres when a bare small number was probably meant as metres', () => {
    expect(errorOf(() => parseHeightCm('1.8')).message).toContain('did you mean "1.8 m"');
  });

  it('names a custom field when asked', () => {
    expect(errorOf(() => parseHeightCm('x', 'stats.height')).field).toBe('stats.height');
  });
});

describe('parseWeightKg', () => {
  it.each([
    ['80', 80],
    ['80 kg', 80],
    ['80kg', 80],
    ['80,5 kg', 80.5],
    ['80 kilograms', 80],
    ['176 lb', 79.832],
    ['176 lbs', 79.832],
    ['176 pounds', 79.832],
    ['12 st 8 lb', 79.832],
    ['12st 8lb', 79.832],
    ['12 st 8', 79.832],
    ['12 stone', 76.204],
  ])('reads %s as %d kg', (text, expected) => {
    expect(parseWeightKg(text)).toBeCloseTo(expected, 2);
  });

  it.each(['heavy', '80 cm', 'kg', '12 st 8 kg'])('rejects unreadable %j naming the weight field', (text) => {
    const error = errorOf(() => parseWeightKg(text));
    expect(error.field).toBe('weight');
    expect(error.message).toContain('could not be read');
  });

  it.each(['10', '400 kg', '900 lb'])('rejects %s as outside human ranges', (text) => {
    const error = errorOf(() => parseWeightKg(text));
    expect(error.field).toBe('weight');
    expect(error.message).toContain('30-300 kg');
  });
});

describe('HEIGHT_TEXT_PATTERN and WEIGHT_TEXT_PATTERN (the schema patterns)', () => {
  const height = new RegExp(HEIGHT_TEXT_PATTERN);
  const weight = new RegExp(WEIGHT_TEXT_PATTERN);

  it.each([
    '180',
    '180 cm',
    '180cm',
    '  180.5 CM ',
    '1,80 m',
    `5'11"`,
    '5′11″',
    '5’ 11”',
    '5 FT 11 IN',
    `6'`,
    '71 in',
    '180.',
  ])('let through the height %j the parser reads', (text) => {
    expect(height.test(text)).toBe(true);
    expect(() => parseHeightCm(text)).not.toThrow();
  });

  it.each(['tall', '', '180 kg', '5 ft 11 in 3', '1.8.0 m', '-180'])(
    'refuse the height %j the parser cannot read',
    (text) => {
      expect(height.test(text)).toBe(false);
    },
  );

  it.each(['80', '80 KG', '80,5 kg', '176 Lbs', '12 st 8 lb', '12 Stone'])(
    'let through the weight %j the parser reads',
    (text) => {
      expect(weight.test(text)).toBe(true);
      expect(() => parseWeightKg(text)).not.toThrow();
    },
  );

  it.each(['heavy', '80 cm', 'kg', '12 st 8 kg'])('refuse the weight %j the parser cannot read', (text) => {
    expect(weight.test(text)).toBe(false);
  });
});
