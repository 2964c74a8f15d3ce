import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ROUTES } from '@fitness/contracts';
import { ShellApp } from './app/shell-app';
import type { LoadRemoteApp } from './federation/federated-remote-loader';

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
