import type { ValidationError } from 'class-validator';

/** Flattens class-validator's tree into `path -> reasons`, with nested paths such as `userStats.age` or `items.0.name`. */
export function flattenValidationErrors(errors: ValidationError[], parentPath = ''): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parentPath === '' ? error.property : `${parentPath}.${error.property}`;
    const reasons = Object.values(error.constraints ?? {});
    if (reasons.length > 0) details[path] = reasons;
    if (error.children !== undefined && error.children.length > 0) {
      Object.assign(details, flattenValidationErrors(error.children, path));
    }
  }
  return details;
}
