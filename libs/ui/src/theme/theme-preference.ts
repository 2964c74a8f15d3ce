import { DEFAULT_THEME, THEMES, type ThemePreference } from '@fitness/contracts';

export type ResolvedTheme = 'light' | 'dark';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The saved preference, or the default when nothing valid is saved or storage is unavailable (private mode). */
export function readStoredPreference(
  storage: Storage | undefined,
  key: string,
  fallback: ThemePreference = DEFAULT_THEME,
): ThemePreference {
  try {
    const saved = storage?.getItem(key);
    return isThemePreference(saved) ? saved : fallback;
  } catch {
    return fallback;
  }
}

export function writeStoredPreference(storage: Storage | undefined, key: string, preference: ThemePreference): void {
  try {
    storage?.setItem(key, preference);
  } catch {
    // Storage can be full or blocked; the choice still applies for this visit.
  }
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Puts exactly one of `light` / `dark` on the root element and tells the browser which built-in palette to use. */
export function applyThemeClass(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
