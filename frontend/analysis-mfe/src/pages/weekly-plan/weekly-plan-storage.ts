import { WEEKLY_PLAN_STORAGE_KEY, WEEKLY_PLAN_TYPES, type SavedWeeklyPlan } from '@fitness/contracts';

// The weekly plan travels from the results page to /weekly-plan through session storage (spec §3, key weeklyPlan).

function parse(storage: Storage): Record<string, unknown> | null {
  try {
    const raw = storage.getItem(WEEKLY_PLAN_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The saved plan, or null when none is saved or it is unreadable. */
export function readSavedWeeklyPlan(storage: Storage): SavedWeeklyPlan | null {
  const value = parse(storage);
  if (!value) return null;
  const validType = (WEEKLY_PLAN_TYPES as readonly unknown[]).includes(value.type);
  if (!validType || typeof value.plan !== 'string' || typeof value.userId !== 'string') return null;
  return { type: value.type as SavedWeeklyPlan['type'], plan: value.plan, userId: value.userId };
}

/** The userId of a saved entry even when its plan is unusable, so "Back to Analysis" can still find the analysis. */
export function readSavedUserId(storage: Storage): string | null {
  const userId = parse(storage)?.userId;
  return typeof userId === 'string' && userId !== '' ? userId : null;
}

export function saveWeeklyPlan(storage: Storage, plan: SavedWeeklyPlan): void {
  storage.setItem(WEEKLY_PLAN_STORAGE_KEY, JSON.stringify(plan));
}
