import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ShellApp } from './app/shell-app';
import { createBrowserRemoteLoader } from './federation/federated-remote-loader';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);
// A transition lets React render the first page in slices of a few milliseconds and keep the main thread free
// for input in between; a plain render is one long task (measured as Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <ShellApp loadRemoteApp={createBrowserRemoteLoader()} />
      </BrowserRouter>
    </StrictMode>,
  );
});
