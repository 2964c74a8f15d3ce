import type { ThemePreference } from '@fitness/contracts';

// Inline icons: a few hundred bytes instead of an icon library on the landing page.

/** A 20 px line icon drawn with the text colour; decorative (its button carries the name). */
function LineIcon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

const THEME_PATHS: Record<ThemePreference, string> = {
  light:
    'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.22 4.22l1.42 1.42M18.36 18.36l1.42 1.42M1 12h2M21 12h2M4.22 19.78l1.42-1.42M18.36 5.64l1.42-1.42',
  dark: 'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z',
  system: 'M3 4h18v12H3zM8 20h8M12 16v4',
};

export function ThemeIcon({ theme }: { theme: ThemePreference }) {
  return <LineIcon path={THEME_PATHS[theme]} />;
}

/** The phone menu's button: three lines, or a cross while the menu is open. */
export function MenuIcon({ open }: { open: boolean }) {
  return <LineIcon path={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />;
}
