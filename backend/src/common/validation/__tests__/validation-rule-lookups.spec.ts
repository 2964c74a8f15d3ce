import { IsInt, IsPositive, IsString, Min, getMetadataStorage, validate } from 'class-validator';
import { memoiseValidationRuleLookups } from '../validation-rule-lookups';

class Base {
  @IsInt()
  count!: unknown;

  @IsString()
  name!: unknown;
}

class Derived extends Base {
  @Min(10)
  level!: unknown;
}

function build<T extends object>(Type: new () => T, values: Record<string, unknown>): T {
  return Object.assign(new Type(), values);
}

async function failedRules(object: object): Promise<Record<string, string[]>> {
  const errors = await validate(object, { whitelist: true, forbidNonWhitelisted: true });
  return Object.fromEntries(errors.map((error) => [error.property, Object.keys(error.constraints ?? {}).sort()]));
}

describe('memoised validation rule lookups', () => {
  beforeAll(() => memoiseValidationRuleLookups());

  it('validates exactly as class-validator does, inherited rules and unknown fields included', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect(await failedRules(build(Base, { count: 1.5, name: 'x' }))).toEqual({ count: ['isInt'] });
      expect(await failedRules(build(Derived, { count: 3.5, name: 7, level: 3 }))).toEqual({
        count: ['isInt'],
        name: ['isString'],
        level: ['min'],
      });
      expect(await failedRules(build(Derived, { count: 1, name: 'x', level: 12, extra: true }))).toEqual({
        extra: ['whitelistValidation'],
      });
      expect(await failedRules(build(Derived, { count: 1, name: 'x', level: 12 }))).toEqual({});
    }
  });

  it('answers a repeated lookup with the same rules', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Derived, '', false, false);
    expect(storage.getTargetValidationMetadatas(Derived, '', false, false)).toBe(first);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
    // Other options are another answer.
    expect(storage.getTargetValidationMetadatas(Derived, '', false, false, ['admin'])).not.toBe(first);
  });

  it('applies a rule added after its class was first validated', async () => {
    class Later {
      @IsInt()
      amount!: unknown;
    }
    expect(await failedRules(build(Later, { amount: -2 }))).toEqual({});
    IsPositive()(Later.prototype, 'amount');
    expect(await failedRules(build(Later, { amount: -2 }))).toEqual({ amount: ['isPositive'] });
  });

  it('patches the storage once, however often it is asked to', () => {
    const storage = getMetadataStorage();
    const lookUp = storage.getTargetValidationMetadatas;
    memoiseValidationRuleLookups();
    expect(storage.getTargetValidationMetadatas).toBe(lookUp);
  });
});
