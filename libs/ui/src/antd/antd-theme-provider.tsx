import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useTheme, type ResolvedTheme } from '@fitness/ui';

// Brand colour shared with tokens.css; white text on it has 5.5:1 contrast, so it stays in dark mode too.
const BRAND_PRIMARY = '#047857';

// antd's default secondary text (45% opacity) is about 3.4:1 on white; 65% clears WCAG AA's 4.5:1 in both themes.
const SECONDARY_TEXT: Record<ResolvedTheme, string> = {
  light: 'rgba(0, 0, 0, 0.65)',
  dark: 'rgba(255, 255, 255, 0.65)',
};

// antd's danger red (#ff4d4f) is about 3.3:1 on white; the destructive token of tokens.css clears AA both as text and
// behind white text (a primary danger button).
const DANGER: Record<ResolvedTheme, string> = {
  light: '#b91c1c',
  dark: '#dc2626',
};

export function antdThemeConfig(resolvedTheme: ResolvedTheme): ThemeConfig {
  return {
    algorithm: resolvedTheme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: BRAND_PRIMARY,
      colorError: DANGER[resolvedTheme],
      borderRadius: 8,
      colorTextDescription: SECONDARY_TEXT[resolvedTheme],
      colorTextTertiary: SECONDARY_TEXT[resolvedTheme],
      fontSizeHeading2: 24,
      fontSizeHeading3: 18,
    },
  };
}

/**
 * Gives antd components the current theme (dark algorithm when dark). Kept apart from ThemeProvider, in the
 * `@fitness/ui/antd` entry, which is not federated: each remote bundles it with its own antd (antd is not shared,
 * see frontend/webpack.common.js), and the shell, which imports no antd, never loads it. It reads the theme through
 * the federated `@fitness/ui` singleton, so every remote shows the one theme.
 */
export function AntdThemeProvider({ children }: { children: ReactNode }) {
  const { resolvedTheme } = useTheme();
  return <ConfigProvider theme={antdThemeConfig(resolvedTheme)}>{children}</ConfigProvider>;
}
