import { WEEKLY_PLAN_STORAGE_KEY, WEEKLY_PLAN_TYPES, type SavedWeeklyPlan } from '@fitness/contracts';

/** The plan saved by the results page (spec §2), or null when none is saved or it is unreadable. */
export function readSavedWeeklyPlan(storage: Storage): SavedWeeklyPlan | null {
  try {
    const raw = storage.getItem(WEEKLY_PLAN_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SavedWeeklyPlan>;
    const validType = (WEEKLY_PLAN_TYPES as readonly unknown[]).includes(value.type);
    if (!validType || typeof value.plan !== 'string' || typeof value.userId !== 'string') return null;
    return { type: value.type as SavedWeeklyPlan['type'], plan: value.plan, userId: value.userId };
  } catch {
    return null;
  }
}

/** The plan's words without markup; the sanitised HTML view arrives with the weekly-plan feature. */
export function planAsPlainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
