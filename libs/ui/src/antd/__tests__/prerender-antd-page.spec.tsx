import { Button, theme } from 'antd';
import { AntdThemeProvider } from '../antd-theme-provider';
import { prerenderAntdPage } from '../prerender-antd-page';

describe('prerenderAntdPage', () => {
  it("renders the page once, with antd's rules, the light theme's variables, and the dark theme's under html.dark", () => {
    const page = prerenderAntdPage(() => (
      <AntdThemeProvider>
        <Button type="primary">Add Photo</Button>
      </AntdThemeProvider>
    ));

    expect(page.html).toContain('Add Photo</span></button>');
    expect(page.html).toMatch(/class="[^"]*ant-btn/);
    expect(page.css).toMatch(/\.ant-btn/);
    const lightBlock = /(?:^|})(\.css-var-[\w-]+)\{[^}]*--ant-color-bg-base:#fff;/.exec(page.css);
    const darkBlock = /html\.dark (\.css-var-[\w-]+)\{[^}]*--ant-color-bg-base:#000;/.exec(page.css);
    expect(lightBlock).not.toBeNull();
    expect(darkBlock).not.toBeNull();
    // Both blocks style the one markup.
    expect(darkBlock?.[1]).toBe(lightBlock?.[1]);
    expect(page.html).toContain(lightBlock?.[1].slice(1));
  });

  it("lists the component styles it holds in one rule, which antd's runtime reads to skip generating them", () => {
    const page = prerenderAntdPage(() => (
      <AntdThemeProvider>
        <Button type="primary">Add Photo</Button>
      </AntdThemeProvider>
    ));

    const lists = [...page.css.matchAll(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/g)].map((match) => match[1]);
    // One list, not followed by the empty ones of the theme variables' extracts, which would hide it.
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatch(/\|Button[^;|]*\|ant-btn\|/);
  });

  it('refuses a page whose markup depends on the theme, which would change colour when its scripts ran', () => {
    function ThemedSwatch() {
      const { token } = theme.useToken();
      return <div style={{ background: token.colorBgContainer }}>swatch</div>;
    }
    expect(() =>
      prerenderAntdPage(() => (
        <AntdThemeProvider>
          <ThemedSwatch />
        </AntdThemeProvider>
      )),
    ).toThrow(/different markup in the dark theme/);
  });
});
