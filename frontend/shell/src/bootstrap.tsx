import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ShellApp } from './app/shell-app';
import { createBrowserRemoteLoader } from './federation/federated-remote-loader';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <ShellApp loadRemoteApp={createBrowserRemoteLoader()} />
    </BrowserRouter>
  </StrictMode>,
);
