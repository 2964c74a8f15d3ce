// What every topic answer receives: the person's numbers and what the question itself said.
import type { ExpertProfile } from './expert-profile';
import type { QuestionDetails } from './question-details';

export interface TopicRequest {
  profile: ExpertProfile;
  /** Normalised words of the question (see normalise-question.ts), for small variations within a topic. */
  words: readonly string[];
  details: QuestionDetails;
}

export type TopicAnswer = (request: TopicRequest) => string;
