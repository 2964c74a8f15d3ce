import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundView, ThemeProvider, ToastProvider } from '@fitness/ui';
import { ROUTES } from '@fitness/contracts';
import { AppFooter } from '../header/app-footer';
import { AppHeader } from '../header/app-header';
import { LandingPage } from '../pages/landing-page';
import type { LoadRemoteApp } from '../federation/federated-remote-loader';
import { PrerenderedRemoteProvider, type PrerenderedRemote } from '../federation/prerendered-remote';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import { RemoteMount } from '../federation/remote-mount';
import { remoteForLocation } from '../federation/remote-routes';
import './shell.css';

// Every path but "/" goes here: the remote that owns it renders its own <Routes> with absolute paths
// (this splat route keeps "/" as their base), otherwise the 404.
function RemoteOrNotFound() {
  const { pathname, search } = useLocation();
  const remote = remoteForLocation(pathname, new URLSearchParams(search));
  return remote ? <RemoteMount key={remote} remote={remote} /> : <NotFoundView />;
}

/** What every page has around its content: header, footer, skip link, and the theme and toasts the remotes share. */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <AppHeader />
        <main id="main-content" className="shell-main" tabIndex={-1}>
          {children}
        </main>
        <AppFooter />
      </ToastProvider>
    </ThemeProvider>
  );
}

interface ShellAppProps {
  loadRemoteApp: LoadRemoteApp;
  /** A remote's page the server sent with the document, shown while that remote loads (prerendered-remote.tsx). */
  prerenderedRemote?: PrerenderedRemote | null;
}

/** The shell without a router, so tests can use a MemoryRouter and the browser a BrowserRouter. */
export function ShellApp({ loadRemoteApp, prerenderedRemote = null }: ShellAppProps) {
  return (
    <ShellFrame>
      <RemoteLoaderProvider value={loadRemoteApp}>
        <PrerenderedRemoteProvider prerendered={prerenderedRemote}>
          <Routes>
            <Route path={ROUTES.home} element={<LandingPage />} />
            <Route path="*" element={<RemoteOrNotFound />} />
          </Routes>
        </PrerenderedRemoteProvider>
      </RemoteLoaderProvider>
    </ShellFrame>
  );
}
