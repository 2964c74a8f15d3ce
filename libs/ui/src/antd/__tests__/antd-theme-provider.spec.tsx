import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme as antdTheme } from 'antd';
import { ThemeProvider, useTheme } from '@fitness/ui';
import { AntdThemeProvider, antdThemeConfig } from '../antd-theme-provider';

function AntdAlgorithmProbe() {
  const { token } = antdTheme.useToken();
  const { setTheme } = useTheme();
  return (
    <>
      <p>colorBgBase-is-dark:{String(token.colorBgBase === '#000')}</p>
      <button type="button" onClick={() => setTheme('dark')}>
        Dark
      </button>
    </>
  );
}

describe('AntdThemeProvider', () => {
  it('uses the dark algorithm only when the resolved theme is dark', () => {
    expect(antdThemeConfig('dark').algorithm).toBe(antdTheme.darkAlgorithm);
    expect(antdThemeConfig('light').algorithm).toBe(antdTheme.defaultAlgorithm);
  });

  it('switches antd to dark tokens when the visitor picks Dark', async () => {
    window.localStorage.clear();
    render(
      <ThemeProvider>
        <AntdThemeProvider>
          <AntdAlgorithmProbe />
        </AntdThemeProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('colorBgBase-is-dark:false')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(screen.getByText('colorBgBase-is-dark:true')).toBeInTheDocument();
  });
});
