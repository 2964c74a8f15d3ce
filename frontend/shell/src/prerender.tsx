import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PRERENDERED_REMOTE_SLOT, ROUTES } from '@fitness/contracts';
import { ShellApp, ShellFrame } from './app/shell-app';
import type { LoadRemoteApp } from './federation/federated-remote-loader';
import { PrerenderedRemoteContent } from './federation/prerendered-remote';

// The landing page holds no remote, so nothing is ever loaded while it is prerendered.
const noRemoteAtBuildTime: LoadRemoteApp = (remote) =>
  Promise.reject(new Error(`the prerendered landing page cannot load the ${remote} remote`));

/**
 * The landing page ("/") as HTML, rendered at build time into the shell's landing.html (webpack.config.js), so its
 * first paint needs no JavaScript. In the browser, bootstrap.tsx renders the page again over it.
 */
export function renderLandingPage(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={ROUTES.home}>
        <ShellApp loadRemoteApp={noRemoteAtBuildTime} />
      </StaticRouter>
    </StrictMode>,
  );
}

/**
 * The page around a remote's prerendered route: the frame every page has, with PRERENDERED_REMOTE_SLOT where the
 * server puts the remote's markup (frontend-hosting.ts). In the browser, the remote mount shows that markup again
 * while the remote loads (remote-mount.tsx), in the same wrapper, so nothing moves.
 */
export function renderRemoteRoutePage(): string {
  return renderToString(
    <StrictMode>
      {/* The frame is the same on every route; the header's links only need a router. */}
      <StaticRouter location={ROUTES.home}>
        <ShellFrame>
          <PrerenderedRemoteContent html={PRERENDERED_REMOTE_SLOT} />
        </ShellFrame>
      </StaticRouter>
    </StrictMode>,
  );
}
