import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PRERENDERED_ROUTE_STYLE_ATTRIBUTE, SITE_NAV_TEXTS, THEME_STORAGE_KEY, VIEW_TEXTS } from '@fitness/contracts';
import { ShellApp } from '../shell-app';
import type { LoadRemoteApp, RemoteAppModule } from '../../federation/federated-remote-loader';
import { findPrerenderedRemote, type PrerenderedRemote } from '../../federation/prerendered-remote';
import { REMOTE_UNAVAILABLE_TITLE } from '../../federation/remote-mount';

function fakeRemote(heading: string): RemoteAppModule {
  return { default: () => <h1>{heading}</h1> };
}

function renderShell(path: string, loadRemoteApp: LoadRemoteApp, prerenderedRemote?: PrerenderedRemote) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellApp loadRemoteApp={loadRemoteApp} prerenderedRemote={prerenderedRemote} />
    </MemoryRouter>,
  );
}

/** A loader whose first load fails (its manifest unreachable) and whose second gives `second`. */
function failingOnceThen(second: ReturnType<LoadRemoteApp>): jest.MockedFunction<LoadRemoteApp> {
  return jest
    .fn<ReturnType<LoadRemoteApp>, Parameters<LoadRemoteApp>>()
    .mockRejectedValueOnce(new Error('RUNTIME-003: Failed to get manifest'))
    .mockReturnValueOnce(second);
}

/** A loader whose remote arrives when the test says so. */
function deferredRemote(heading: string) {
  let arrive: () => void = () => undefined;
  const module = new Promise<RemoteAppModule>((resolve) => {
    arrive = () => resolve(fakeRemote(heading));
  });
  return {
    load: () => module,
    arrive: () =>
      act(async () => {
        arrive();
        await module;
      }),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('the shell', () => {
  it('renders the landing page with the header, the Try now link and the privacy line', () => {
    const load = jest.fn<ReturnType<LoadRemoteApp>, Parameters<LoadRemoteApp>>();
    renderShell('/', load);

    expect(screen.getByRole('heading', { level: 1, name: /^How do I/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try now' })).toHaveAttribute('href', '/free-analysis');
    expect(screen.getByText(VIEW_TEXTS.photosPrivacy)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the 404 page for a path no page owns', () => {
    renderShell('/no-such-page', jest.fn());
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('mounts the remote that owns the path, choosing /coming-soon by its type', async () => {
    const load: jest.MockedFunction<LoadRemoteApp> = jest.fn((remote) =>
      Promise.resolve(fakeRemote(`${remote} remote page`)),
    );
    renderShell('/coming-soon?type=coaching', load);

    expect(await screen.findByRole('heading', { name: 'coaching remote page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('coaching');
  });

  it('shows a loading state while the remote loads', () => {
    renderShell('/checkout', () => new Promise(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it("keeps the page the server prerendered for the route on screen, inert, until the remote's own page replaces it", async () => {
    const remote = deferredRemote('Upload Your Photos (live)');
    const prerendered = { routeKey: '/free-analysis', html: '<h1>Upload Your Photos</h1><button>Add Photo</button>' };
    const prerenderedStyles = document.createElement('style');
    prerenderedStyles.setAttribute(PRERENDERED_ROUTE_STYLE_ATTRIBUTE, '');
    document.head.append(prerenderedStyles);
    const { container } = renderShell('/free-analysis', remote.load, prerendered);

    // Seen, not usable, and announced as loading.
    expect(screen.getByText('Upload Your Photos').closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    await remote.arrive();
    expect(await screen.findByRole('heading', { name: 'Upload Your Photos (live)' })).toBeInTheDocument();
    expect(screen.queryByText('Add Photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[inert]')).toBeNull();
    // Its stylesheet stays: it lists the antd styles it holds, which the remotes' antd then does not inject again.
    expect(prerenderedStyles.isConnected).toBe(true);
    prerenderedStyles.remove();
  });

  it('renders the remote page once when it replaces the prerendered page, not again when that page is discarded', async () => {
    let renders = 0;
    function CountingPage() {
      renders += 1;
      return <h1>Upload Your Photos (live)</h1>;
    }
    const module = Promise.resolve<RemoteAppModule>({ default: CountingPage });
    const prerendered = { routeKey: '/free-analysis', html: '<h1>Upload Your Photos</h1>' };
    renderShell('/free-analysis', () => module, prerendered);

    expect(await screen.findByRole('heading', { name: 'Upload Your Photos (live)' })).toBeInTheDocument();
    // The prerendered page is gone, so it has been discarded (an effect after the live page's commit).
    await waitFor(() => expect(screen.queryByText('Upload Your Photos')).not.toBeInTheDocument());
    expect(renders).toBe(1);
  });

  it("shows the loading state, not another route's prerendered page, on a route that came without one", () => {
    const prerendered = { routeKey: '/free-analysis', html: '<h1>Upload Your Photos</h1>' };
    renderShell('/coaching', () => new Promise(() => undefined), prerendered);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Upload Your Photos')).not.toBeInTheDocument();
  });

  it('shows the loading state on a retry: the prerendered page stands only for the first load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const load = failingOnceThen(new Promise(() => undefined));
    renderShell('/free-analysis', load, { routeKey: '/free-analysis', html: '<h1>Upload Your Photos</h1>' });

    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Upload Your Photos')).not.toBeInTheDocument();
  });

  it('reads the prerendered page from the served document, markup and route', () => {
    document.body.innerHTML =
      '<div id="root"><main><div class="remote-mount__prerendered" inert=""><h1>Upload</h1></div></main></div>';
    // A query that does not change the page's paint is not part of its route.
    expect(findPrerenderedRemote(document.body, { pathname: '/free-analysis', search: '?utm_source=ad' })).toEqual({
      routeKey: '/free-analysis',
      html: '<h1>Upload</h1>',
    });
    expect(
      findPrerenderedRemote(document.body, { pathname: '/coming-soon', search: '?analysisId=a1&type=coaching' }),
    ).toEqual({ routeKey: '/coming-soon?type=coaching', html: '<h1>Upload</h1>' });
    document.body.innerHTML = '<div id="root"></div>';
    expect(findPrerenderedRemote(document.body, { pathname: '/free-analysis', search: '' })).toBeNull();
  });

  it('shows a prerendered coming-soon page only for the variant it was rendered for', () => {
    const prerendered = { routeKey: '/coming-soon?type=coaching', html: '<h1>1:1 Personal Training Coming Soon!</h1>' };
    const view = renderShell(
      '/coming-soon?type=coaching&analysisId=a1',
      () => new Promise(() => undefined),
      prerendered,
    );
    expect(screen.getByText('1:1 Personal Training Coming Soon!').closest('[inert]')).not.toBeNull();
    view.unmount();

    // The thank-you variant paints another heading: it waits for the live page.
    renderShell('/coming-soon?type=coaching&submitted=true', () => new Promise(() => undefined), prerendered);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('1:1 Personal Training Coming Soon!')).not.toBeInTheDocument();
  });

  it('shows a friendly message with Retry when a remote fails to load, while the header keeps working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const load = failingOnceThen(Promise.resolve(fakeRemote('Premium Fitness Plans Coming Soon!')));
    renderShell('/coming-soon', load);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REMOTE_UNAVAILABLE_TITLE);
    expect(load).toHaveBeenCalledWith('plans');

    // The header still works while the remote is down.
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    await user.click(screen.getByRole('menuitem', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Premium Fitness Plans Coming Soon!' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    renderShell('/coaching', () => Promise.resolve({ default: Broken }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_UNAVAILABLE_TITLE);
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });
});

describe('the theme menu', () => {
  it('offers Light, Dark and System, saves the choice and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderShell('/', jest.fn());
    const toggle = screen.getByRole('button', { name: 'Toggle theme' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.replace('✓', ''))).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('menuitem', { name: 'Light' }));
    expect(document.documentElement).toHaveClass('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('is usable from the keyboard alone', async () => {
    const user = userEvent.setup();
    renderShell('/', jest.fn());
    screen.getByRole('button', { name: 'Toggle theme' }).focus();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Light' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Dark' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('the site navigation', () => {
  const expectedLinks = [
    [SITE_NAV_TEXTS.links.freeAnalysis, '/free-analysis'],
    [SITE_NAV_TEXTS.links.plans, '/#pricing'],
    [SITE_NAV_TEXTS.links.coaching, '/coaching'],
  ];
  const linksOf = (landmark: HTMLElement) =>
    within(landmark)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it.each(['/', '/no-such-page'])(
    'puts the free analysis, the plans and coaching in the header and footer of %s',
    (path) => {
      renderShell(path, () => new Promise(() => undefined));
      expect(linksOf(screen.getByRole('navigation', { name: SITE_NAV_TEXTS.mainLabel }))).toEqual(expectedLinks);
      const footer = screen.getByRole('contentinfo');
      expect(linksOf(within(footer).getByRole('navigation', { name: SITE_NAV_TEXTS.footerLabel }))).toEqual(
        expectedLinks,
      );
    },
  );

  it('keeps the header and footer on a remote page', async () => {
    renderShell('/coaching', () => Promise.resolve(fakeRemote('coaching page')));
    expect(await screen.findByRole('heading', { name: 'coaching page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: SITE_NAV_TEXTS.mainLabel })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('opens the phone menu from its labelled button, closes it with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderShell('/', () => new Promise(() => undefined));
    const button = screen.getByRole('button', { name: SITE_NAV_TEXTS.menuButton });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');
    await user.tab();
    expect(within(list as HTMLElement).getByRole('link', { name: SITE_NAV_TEXTS.links.freeAnalysis })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveAttribute('data-open');
    expect(button).toHaveFocus();

    // From the keyboard alone: Enter opens it, and following a link closes it.
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(list as HTMLElement).getByRole('link', { name: SITE_NAV_TEXTS.links.coaching }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone menu on a click elsewhere', async () => {
    const user = userEvent.setup();
    renderShell('/', jest.fn());
    const button = screen.getByRole('button', { name: SITE_NAV_TEXTS.menuButton });
    await user.click(button);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
