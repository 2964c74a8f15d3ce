// A small, readable intent classifier: each topic lists cue phrases with weights; a question scores the sum of the
// cues it contains and the strongest topic wins (ties go to the topic listed first in EXPERT_TOPICS). Safety comes
// first: any medical red flag or medical-care question is routed to a professional whatever else it asks.
// Cue syntax: words are normalised like the question; "word*" matches any word starting with "word"; ".." allows up
// to three words in between ("lose .. weight" matches "lose some of my weight").
import { EXPERT_TOPICS } from './expert-topics';
import type { ExpertTopic } from './expert-topics';
import type { Cues } from './intent-cues';
import { EVENT_CUES, HARMLESS_PHRASES, MEDICAL_CUES, RED_FLAG_CUES, TOPIC_CUES } from './intent-cues';
import { normaliseWords } from './normalise-question';

export type Classification =
  | { kind: 'topic'; topic: ExpertTopic; score: number }
  | { kind: 'red-flag' }
  | { kind: 'medical' }
  | { kind: 'unknown' };

/** A question must score at least this to be answered on a topic (one strong cue, or two weak ones). */
export const MIN_TOPIC_SCORE = 2;

type Pattern = { words: string[]; gapAfter: boolean[] };

const compile = (cue: string): Pattern => {
  const parts = cue.split(' .. ');
  const words: string[] = [];
  const gapAfter: boolean[] = [];
  parts.forEach((part, index) => {
    const partWords = part
      .split(' ')
      .map((word) => (word.endsWith('*') ? `${normaliseWords(word)[0]}*` : normaliseWords(word)[0]));
    partWords.forEach((word, wordIndex) => {
      words.push(word);
      gapAfter.push(wordIndex === partWords.length - 1 && index < parts.length - 1);
    });
  });
  return { words, gapAfter };
};

const compiledCache = new Map<string, Pattern>();
function pattern(cue: string): Pattern {
  let compiled = compiledCache.get(cue);
  if (!compiled) {
    compiled = compile(cue);
    compiledCache.set(cue, compiled);
  }
  return compiled;
}

/** Up to this many words may sit in a ".." gap. */
const MAX_GAP_WORDS = 3;

function wordMatches(expected: string, actual: string): boolean {
  return expected.endsWith('*') ? actual.startsWith(expected.slice(0, -1)) : actual === expected;
}

/** Whether the cue occurs in the words, in order, contiguous except at ".." gaps. */
export function containsCue(words: readonly string[], cue: string): boolean {
  const { words: expected, gapAfter } = pattern(cue);
  const matchFrom = (position: number, index: number): boolean => {
    if (index === expected.length) return true;
    if (position >= words.length || !wordMatches(expected[index], words[position])) return false;
    if (!gapAfter[index]) return matchFrom(position + 1, index + 1);
    for (let skip = 0; skip <= MAX_GAP_WORDS; skip++) if (matchFrom(position + 1 + skip, index + 1)) return true;
    return false;
  };
  for (let start = 0; start < words.length; start++) if (matchFrom(start, 0)) return true;
  return false;
}

function score(words: readonly string[], cues: Cues): number {
  let total = 0;
  for (const [cue, weight] of Object.entries(cues)) if (containsCue(words, cue)) total += weight;
  return total;
}

/** Scores of every topic for these words; a stated deadline or an event turns fat loss into a deadline question. */
function topicScores(words: readonly string[], hasDeadline: boolean): Record<ExpertTopic, number> {
  const scores = {} as Record<ExpertTopic, number>;
  for (const topic of EXPERT_TOPICS) {
    if (topic !== 'fat-loss-deadline') scores[topic] = score(words, TOPIC_CUES[topic]);
  }
  const fatLoss = scores['fat-loss'];
  const event = score(words, EVENT_CUES);
  scores['fat-loss-deadline'] =
    fatLoss >= MIN_TOPIC_SCORE && (hasDeadline || event > 0) ? fatLoss + event + (hasDeadline ? 2 : 0) : event;
  return scores;
}

export function classifyQuestion(question: string, hasDeadline: boolean): Classification {
  const words = normaliseWords(question);
  const text = words.join(' ');
  const harmless = HARMLESS_PHRASES.some((phrase) => text.includes(phrase));
  if (!harmless && RED_FLAG_CUES.some((cue) => containsCue(words, cue))) return { kind: 'red-flag' };
  if (MEDICAL_CUES.some((cue) => containsCue(words, cue))) return { kind: 'medical' };

  const scores = topicScores(words, hasDeadline);
  let best: ExpertTopic = EXPERT_TOPICS[0];
  for (const topic of EXPERT_TOPICS) if (scores[topic] > scores[best]) best = topic;
  return scores[best] >= MIN_TOPIC_SCORE ? { kind: 'topic', topic: best, score: scores[best] } : { kind: 'unknown' };
}
