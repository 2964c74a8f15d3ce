import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_PROVIDER_ERROR, THEME_STORAGE_KEY } from '@fitness/contracts';
import { ThemeProvider, useTheme } from '../theme-provider';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A controllable operating-system colour scheme. */
function installSystemScheme(prefersDark: boolean) {
  let dark = prefersDark;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === DARK_QUERY && dark;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    change(nextDark: boolean) {
      dark = nextDark;
      listeners.forEach((listener) => listener());
    },
  };
}

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        chosen:{theme} shown:{resolvedTheme}
      </p>
      <button type="button" onClick={() => setTheme('dark')}>
        Dark
      </button>
      <button type="button" onClick={() => setTheme('light')}>
        Light
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        System
      </button>
    </div>
  );
}

const htmlClasses = () => [...document.documentElement.classList].filter((name) => name === 'light' || name === 'dark');

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('useTheme', () => {
  it('throws the spec error when used outside a ThemeProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ThemeProbe />)).toThrow(THEME_PROVIDER_ERROR);
  });
});

describe('ThemeProvider', () => {
  it('defaults to system and shows the operating system scheme on <html>', () => {
    installSystemScheme(true);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('chosen:system shown:dark')).toBeInTheDocument();
    expect(htmlClasses()).toEqual(['dark']);
  });

  it('saves the chosen theme under the contract key and restores it on the next visit', async () => {
    installSystemScheme(false);
    const user = userEvent.setup();
    const first = render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(htmlClasses()).toEqual(['dark']);
    first.unmount();

    document.documentElement.className = '';
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('chosen:dark shown:dark')).toBeInTheDocument();
    expect(htmlClasses()).toEqual(['dark']);
  });

  it('replaces the class when switching from dark to light, never leaving both', async () => {
    installSystemScheme(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(htmlClasses()).toEqual(['light']);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('follows a change of the operating system scheme while in system mode, and ignores it otherwise', async () => {
    const scheme = installSystemScheme(false);
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(htmlClasses()).toEqual(['light']);
    act(() => scheme.change(true));
    expect(htmlClasses()).toEqual(['dark']);

    await user.click(screen.getByRole('button', { name: 'Light' }));
    act(() => scheme.change(false));
    act(() => scheme.change(true));
    expect(htmlClasses()).toEqual(['light']);
  });

  it('treats an unknown saved value as the default system preference', () => {
    installSystemScheme(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('chosen:system shown:light')).toBeInTheDocument();
  });
});
