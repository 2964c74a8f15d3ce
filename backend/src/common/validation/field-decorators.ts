import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';

/** Trims surrounding whitespace from a text field before it is validated; other values pass unchanged. */
export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
}

/** One of a fixed option list, with a reason that names the field and lists the options. */
export function IsOneOf(field: string, options: readonly (string | number)[]): PropertyDecorator {
  return IsIn(options as (string | number)[], { message: `${field} must be one of: ${options.join(', ')}` });
}
