/**
 * JSON documents serialised once, though they are written twice: as a jsonb parameter of the statement that stores
 * them, then in the answer. A stats-only POST /api/analysis spent about 15% of its instructions in V8's JSON
 * serialiser (callgrind, session 14), half of it writing the same ~5 KB of results a second time for the answer.
 * Node 20's V8 has no `JSON.rawJSON` (V8 11.4+) to embed text already made, so the answer's top level is written
 * here around it (`stringifyReusingSerialised`, used by `AppExpressAdapter`).
 *
 * The text is kept with the object it was made from (a WeakMap, so it goes when the object does). A document given
 * to `serialiseOnce` must not change afterwards, or its answer would show the old text. Under the tests (Jest sets
 * NODE_ENV=test) it is frozen, all the way down, so any later write in any tested path throws (modules run in strict
 * mode) and fails its test. A running server skips the walk: it cost about 5% of a stats-only POST's throughput
 * (bench:api A/B, session 21).
 */
const texts = new WeakMap<object, string>();

const FREEZE_SERIALISED_DOCUMENTS = process.env.NODE_ENV === 'test';

/** JSON.stringify(document), made once per document, which must not change from then on (frozen under tests). */
export function serialiseOnce(document: object): string {
  let text = texts.get(document);
  if (text === undefined) {
    if (FREEZE_SERIALISED_DOCUMENTS) deepFreeze(document);
    text = JSON.stringify(document);
    texts.set(document, text);
  }
  return text;
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const member of Object.values(value)) {
    if (typeof member === 'object' && member !== null) deepFreeze(member as object);
  }
}

/**
 * JSON.stringify(body) for a plain object one of whose values was given to `serialiseOnce`, reusing that text;
 * undefined when none was (the caller then serialises as usual). The same text as JSON.stringify: keys in the same
 * order, values that JSON leaves out (undefined, functions, symbols) left out, toJSON applied.
 */
export function stringifyReusingSerialised(body: object): string | undefined {
  if (typeof (body as { toJSON?: unknown }).toJSON === 'function') return undefined;
  const values = body as Record<string, unknown>;
  const keys = Object.keys(values);
  if (!keys.some((key) => isSerialised(values[key]))) return undefined;
  const members: string[] = [];
  for (const key of keys) {
    const value = values[key];
    const text = isSerialised(value) ? texts.get(value) : JSON.stringify(value);
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}

function isSerialised(value: unknown): value is object {
  return typeof value === 'object' && value !== null && texts.has(value);
}
