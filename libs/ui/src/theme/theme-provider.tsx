import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { DEFAULT_THEME, THEME_PROVIDER_ERROR, THEME_STORAGE_KEY, type ThemePreference } from '@fitness/contracts';
import {
  applyThemeClass,
  DARK_SCHEME_QUERY,
  readStoredPreference,
  resolveTheme,
  writeStoredPreference,
  type ResolvedTheme,
} from './theme-preference';

export interface ThemeContextValue {
  /** What the visitor chose: light, dark or system. */
  theme: ThemePreference;
  /** What is shown now (system follows the operating system's setting). */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_SCHEME_QUERY).matches;
}

export interface ThemeProviderProps {
  children: ReactNode;
  defaultTheme?: ThemePreference;
  storageKey?: string;
}

export function ThemeProvider({
  children,
  defaultTheme = DEFAULT_THEME,
  storageKey = THEME_STORAGE_KEY,
}: ThemeProviderProps) {
  // No window when the landing page is prerendered at build time (frontend/shell/src/prerender.tsx): the stored
  // choice is read in the browser, where the page is rendered again.
  const [theme, setThemeState] = useState<ThemePreference>(() =>
    typeof window === 'undefined' ? defaultTheme : readStoredPreference(window.localStorage, storageKey, defaultTheme),
  );
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const resolvedTheme = resolveTheme(theme, prefersDark);

  // Layout effect: the class must be on <html> before the browser paints the new theme.
  useLayoutEffect(() => {
    applyThemeClass(document.documentElement, resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback(
    (next: ThemePreference) => {
      writeStoredPreference(window.localStorage, storageKey, next);
      setThemeState(next);
    },
    [storageKey],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error(THEME_PROVIDER_ERROR);
  return context;
}
