import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import postcss from 'postcss';
import { prerenderedRouteKey } from '@fitness/contracts';
import { ThemeProvider, type ResolvedTheme } from '@fitness/ui';
import { AntdThemeProvider } from './antd-theme-provider';

/** A page rendered at build time: its markup, and the antd styles it needs, for either theme. */
export interface PrerenderedAntdPage {
  html: string;
  css: string;
}

// The class THEME_INIT_SCRIPT puts on <html> for a dark-mode visitor before anything paints.
const DARK_THEME_SELECTOR = 'html.dark';

// The rule through which antd's runtime (@ant-design/cssinjs) learns which component styles a stylesheet already
// holds: its `content` lists them, and a component listed there is neither generated nor injected in the browser.
const STYLE_LIST_SELECTOR = '.data-ant-cssinjs-cache-path';

function renderInTheme(page: () => ReactElement, theme: ResolvedTheme) {
  const cache = createCache();
  const html = renderToString(
    // No ToastProvider: the page shows in the shell's, and toast() needs none.
    <ThemeProvider defaultTheme={theme}>
      <StyleProvider cache={cache}>{page()}</StyleProvider>
    </ThemeProvider>,
  );
  return {
    html,
    // Ends with the list of the component styles it holds.
    componentCss: extractStyle(cache, { plain: true, types: 'style' }),
    // extractStyle ends every extract with a list; this one's is empty and, coming later, would hide the components'.
    tokenCss: withoutRules(extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }), STYLE_LIST_SELECTOR),
  };
}

function withoutRules(css: string, selector: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.selector === selector) rule.remove();
  });
  return root.toString();
}

function scopeTo(ancestor: string, css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    rule.selectors = rule.selectors.map((selector) => `${ancestor} ${selector}`);
  });
  return root.toString();
}

/**
 * Renders an antd page to HTML for a build-time prerender, the way the browser will render it, so it paints before
 * any script runs. The visitor's theme is only known in the browser (THEME_INIT_SCRIPT sets it on <html> before the
 * first paint), so the page is rendered in both themes: antd's component rules are the same in both (they read the
 * theme through CSS variables), and only the variables' values differ, the dark ones applying under `html.dark`.
 * The markup must not depend on the theme (a colour passed as a prop, say): one markup serves both, so that is a
 * build error rather than a page that changes colour when its scripts run.
 */
export function prerenderAntdPage(page: () => ReactElement): PrerenderedAntdPage {
  const light = renderInTheme(page, 'light');
  const dark = renderInTheme(page, 'dark');
  if (light.html !== dark.html) {
    throw new Error(
      'The prerendered page renders different markup in the dark theme. Give antd theme colours as CSS variables ' +
        '(e.g. var(--ant-color-primary)) rather than values read from the theme token.',
    );
  }
  if (light.componentCss !== dark.componentCss) {
    throw new Error('The prerendered page has different antd component styles in the dark theme.');
  }
  return {
    html: light.html,
    css: light.componentCss + light.tokenCss + scopeTo(DARK_THEME_SELECTOR, dark.tokenCss),
  };
}

/** A route a remote prerenders: the location it is rendered at (path and query), and its page. */
export interface PrerenderedRemoteRoute {
  location: string;
  Page: ComponentType;
}

/**
 * A remote's pages as they first paint, for its prerendered-routes.json, each keyed by its location's
 * prerenderedRouteKey: rendered at that location, inside the router and the antd theme the live page has, and whatever
 * else the remote puts around its pages (`withProviders`: its store).
 */
export function prerenderRemoteRoutes(
  routes: readonly PrerenderedRemoteRoute[],
  withProviders: (page: ReactElement) => ReactElement,
): Record<string, PrerenderedAntdPage> {
  return Object.fromEntries(
    routes.map(({ location, Page }) => {
      const url = new URL(location, 'http://prerender.invalid');
      return [
        prerenderedRouteKey(url.pathname, url.searchParams),
        prerenderAntdPage(() => (
          <StrictMode>
            <StaticRouter location={location}>
              <AntdThemeProvider>{withProviders(<Page />)}</AntdThemeProvider>
            </StaticRouter>
          </StrictMode>
        )),
      ];
    }),
  );
}
