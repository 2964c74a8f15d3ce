// The greeting, and the answers for questions outside what the expert knows: unrelated subjects, medical care,
// and red-flag symptoms, which always point to a professional.
import { composeAnswer, bodyFatWithRange, fitnessAgeWithRange, grams, kcal, ENERGY_ERROR } from './answer-format';
import { visibleAbsTarget } from './body-targets';
import type { ExpertProfile } from './expert-profile';
import type { TopicAnswer } from './topic-request';

/** What the expert can help with, each tied to one of the person's numbers. */
function helpList(profile: ExpertProfile): string[] {
  return [
    `Visible abs: what it takes to get from your body fat to the roughly ${Math.round(visibleAbsTarget(profile))}% where abs usually show.`,
    `Food: your calories (maintenance about ${kcal(profile.energy.maintenanceKcal)}, ${ENERGY_ERROR}), ${grams(profile.proteinG)} of protein a day, and meal plans.`,
    'Training: growing your arms, legs, chest, back or shoulders, workout plans, cardio, recovery and plateaus.',
    'Your results: what your body fat, fitness age, score and percentile rankings mean, and how to move them.',
    'Sleep, water and which supplements are worth it.',
  ];
}

export const greetingAnswer: TopicAnswer = ({ profile }) =>
  composeAnswer(
    `Hi! I'm your training expert, and I've read your analysis: ${bodyFatWithRange(profile)}, a fitness age of ${fitnessAgeWithRange(profile)} against your ${Math.round(profile.stats.age)}, and a fitness score of ${Math.round(profile.overallScore)} out of 100.`,
    'Ask me anything about training and nutrition and I will answer with your numbers. For example:',
    helpList(profile),
  );

export function outOfScopeAnswer(profile: ExpertProfile): string {
  return composeAnswer(
    "That's outside what I know. I'm a training and nutrition expert built around your analysis, so I can't give a reliable answer on other subjects.",
    `Here is what I can help with, using your own numbers, such as ${bodyFatWithRange(profile)} and a fitness age of ${fitnessAgeWithRange(profile)}:`,
    helpList(profile),
  );
}

export function medicalAnswer(profile: ExpertProfile): string {
  return composeAnswer(
    "That's outside what I know: medication, medical conditions, pregnancy and diagnoses need your doctor, pharmacist or a registered dietitian, who can take your health history into account. Please don't change any treatment based on a chatbot.",
    'Once you have the go-ahead, I can help with the training and nutrition side, for example:',
    helpList(profile).slice(0, 3),
  );
}

export function redFlagAnswer(profile: ExpertProfile): string {
  return composeAnswer(
    'Pain, injuries and symptoms like that are outside what I know, and they need a professional rather than a chatbot. Please stop any exercise that brings them on and see a doctor or physiotherapist.',
    'If you have chest pain, fainting, or severe shortness of breath right now, call your local emergency number.',
    'Once you are cleared to train, I can help with the rest, for example:',
    helpList(profile).slice(0, 3),
  );
}
