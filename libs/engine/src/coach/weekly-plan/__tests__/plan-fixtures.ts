// Shared inputs and HTML readers for the weekly-plan tests. Contexts are built with analyze(), as the backend does.
import type { NutritionAnswers, UserStats, WorkoutAnswers } from '@fitness/contracts';
import { analyze } from '../../../analyze';
import type { CoachContext } from '../../coach-context';
import { generateWeeklyPlanHtml } from '../generate-weekly-plan';

/** 42-year-old man, 5'10" and 196 lb, lightly active (the engine's reference test person). */
export const REFERENCE_STATS: UserStats = {
  age: 42,
  gender: 'male',
  height: `5'10"`,
  weight: '196 lb',
  goal: 'lose_fat',
  activityLevel: 'lightly_active',
};

export function contextFor(stats: UserStats = REFERENCE_STATS): CoachContext {
  return { stats, results: analyze({ stats }) };
}

const referenceContext = contextFor();

export function workoutHtml(answers: WorkoutAnswers, context: CoachContext = referenceContext): string {
  return generateWeeklyPlanHtml({ type: 'workout', answers }, context);
}

export function nutritionHtml(answers: NutritionAnswers, context: CoachContext = referenceContext): string {
  return generateWeeklyPlanHtml({ type: 'nutrition', answers }, context);
}

/** The HTML between an h3 heading that starts with `title` and the next h3 (or the end). */
export function section(html: string, title: string): string {
  const start = html.indexOf(`<h3>${title}`);
  if (start < 0) return '';
  const end = html.indexOf('<h3>', start + 4);
  return end < 0 ? html.slice(start) : html.slice(start, end);
}

/** The HTML of every h3 section whose heading starts with `title`. */
export function sections(html: string, title: string): string[] {
  return html
    .split('<h3>')
    .slice(1)
    .filter((part) => part.startsWith(title))
    .map((part) => `<h3>${part}`);
}

export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Table body rows as arrays of cell text. */
export function rows(tableHtml: string): string[][] {
  const body = tableHtml.split('<tbody>')[1] ?? '';
  return body
    .split('<tr>')
    .slice(1)
    .map((row) =>
      row
        .split('<td>')
        .slice(1)
        .map((cell) => textOf(cell.split('</td>')[0])),
    );
}

/** Names of the exercises in every day table of a workout plan (the first cell of each row). */
export function exerciseNames(html: string): string[] {
  return sections(html, 'Day ').flatMap((day) =>
    [...day.matchAll(/<tr>\n?<td><strong>([^<]+)<\/strong>/g)].map((match) => textOf(match[1])),
  );
}

/** Every combination of the given option lists. */
export function combinations<T extends Record<string, readonly unknown[]>>(
  options: T,
): { [K in keyof T]: T[K][number] }[] {
  return Object.entries(options).reduce<Record<string, unknown>[]>(
    (acc, [key, values]) => acc.flatMap((partial) => values.map((value) => ({ ...partial, [key]: value }))),
    [{}],
  ) as { [K in keyof T]: T[K][number] }[];
}
