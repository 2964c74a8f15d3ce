import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { useTheme } from '@fitness/ui';

// Brand colour shared with tokens.css; white text on it has 5.5:1 contrast.
const BRAND_PRIMARY = '#047857';

/**
 * Gives antd components the current theme (dark algorithm when dark). Kept apart from ThemeProvider, in the
 * `@fitness/ui/antd` entry, so the shell's landing page never loads the shared antd bundle (~1.4 MB minified):
 * only screens that use antd mount this. It reads the theme through the federated `@fitness/ui` singleton.
 */
export function AntdThemeProvider({ children }: { children: ReactNode }) {
  const { resolvedTheme } = useTheme();
  return (
    <ConfigProvider
      theme={{
        algorithm: resolvedTheme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { colorPrimary: BRAND_PRIMARY, borderRadius: 8 },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
