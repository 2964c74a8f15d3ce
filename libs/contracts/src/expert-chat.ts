// Ask AI Expert chat on the results page (spec §2, §3, §7).

export type ChatRole = 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

/** The four example prompts under the chat (spec §2: abs; arm growth; a beach trip in 2 weeks; diet for a body type). */
export const EXPERT_EXAMPLE_PROMPTS = [
  'How can I get visible abs?',
  'How do I grow my arms faster?',
  'How can I lose weight before a beach trip in 2 weeks?',
  "What's the best diet for my body type?",
] as const;

/** Longest question accepted (server and input); long enough for a detailed question, short enough to bound cost. */
export const EXPERT_QUESTION_MAX_LENGTH = 1000;
