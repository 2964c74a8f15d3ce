// The limitations and allergies boxes are free text: normalised once here, matched by keyword elsewhere, and echoed
// back only through the escaping HTML builder, shortened.
import { WEEKLY_PLAN_NOTE_MAX_LENGTH } from '@fitness/contracts';

/** How much of the user's own note is quoted back in the plan. */
const ECHO_MAX_LENGTH = 200;

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

// Answers that mean "nothing to report".
const NOTHING =
  /^(?:none|no|nope|n\/?a|nil|nothing|-+|no (?:limitations?|injur(?:y|ies)|allerg(?:y|ies)|problems?|issues?))\.?$/i;

/** Trimmed text with control characters and runs of whitespace collapsed; '' when the answer means "none". */
export function normaliseNote(text: string | null | undefined): string {
  if (text === undefined || text === null) return '';
  const cleaned = text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  const capped = cleaned.slice(0, WEEKLY_PLAN_NOTE_MAX_LENGTH);
  return NOTHING.test(capped) ? '' : capped;
}

/** The note as quoted back to the user (escaped later by the HTML builder). */
export function echoNote(note: string): string {
  return note.length <= ECHO_MAX_LENGTH ? note : `${note.slice(0, ECHO_MAX_LENGTH).trimEnd()}…`;
}
