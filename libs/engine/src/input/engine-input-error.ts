// The one error the engine throws for bad input: which field, and why, in words a user can act on.
// The backend turns it into a 400 with per-field details.

export interface FieldIssue {
  /** Name of the stats field (e.g. 'height', 'waistCm'). */
  field: string;
  message: string;
}

export class EngineInputError extends Error {
  /** The first (or only) field at fault. */
  readonly field: string;
  /** Every field at fault, in the order checked. */
  readonly issues: readonly FieldIssue[];

  constructor(issues: FieldIssue | readonly FieldIssue[]) {
    const list = Array.isArray(issues) ? (issues as readonly FieldIssue[]) : [issues as FieldIssue];
    if (list.length === 0) throw new Error('EngineInputError needs at least one issue');
    super(list.length === 1 ? list[0].message : list.map((issue) => issue.message).join(' '));
    this.name = 'EngineInputError';
    this.field = list[0].field;
    this.issues = list;
  }

  /** Field -> messages, the shape of ApiErrorBody.details. */
  toDetails(): Record<string, string[]> {
    const details: Record<string, string[]> = {};
    for (const issue of this.issues) (details[issue.field] ??= []).push(issue.message);
    return details;
  }
}

export function isEngineInputError(error: unknown): error is EngineInputError {
  return error instanceof EngineInputError;
}
