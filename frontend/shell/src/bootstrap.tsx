import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ShellApp } from './app/shell-app';
import { createBrowserRemoteLoader } from './federation/federated-remote-loader';
import { findPrerenderedRemote } from './federation/prerendered-remote';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// On "/" the container already holds the landing page, prerendered at build time (prerender.tsx) so it paints before
// any script runs. It is rendered again here rather than hydrated: the visitor's stored theme (the header's icon) is
// only known in the browser, and a hydration mismatch would make React redo the page anyway. The new tree replaces
// the prerendered one in a single commit, with the same markup, so nothing moves. A remote's route may come
// prerendered too (its markup inside the shell's frame, frontend-hosting.ts): it is read here, before React renders
// over it, and shown again until the remote's code has loaded.
const prerenderedRemote = findPrerenderedRemote(container, window.location);
const root = createRoot(container);
// A transition lets React render the first page in slices of a few milliseconds and keep the main thread free
// for input in between; a plain render is one long task (measured as Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <ShellApp loadRemoteApp={createBrowserRemoteLoader()} prerenderedRemote={prerenderedRemote} />
      </BrowserRouter>
    </StrictMode>,
  );
});
