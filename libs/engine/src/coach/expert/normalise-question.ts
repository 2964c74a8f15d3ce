// Text normalisation shared by the question and the classifier's cue phrases, so both are cut the same way:
// lower case, apostrophes dropped ("what's" -> "whats"), other punctuation as spaces, and a light plural stemmer.

/** Lower-cased words of the text, punctuation removed, plurals reduced ("calories" -> "calory", "arms" -> "arm"). */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0)
    .map(stem);
}

/**
 * A deliberately small stemmer: enough for plurals, applied identically to questions and cues. It only has to be
 * consistent ("calorie" and "calories" both become "calory"), not linguistically right.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ie')) return `${word.slice(0, -2)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}
