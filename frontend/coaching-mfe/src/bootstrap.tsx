import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@fitness/contracts';
import { ThemeProvider, ToastProvider } from '@fitness/ui';
import CoachingApp from './remote-app';

// Standalone mode (npm run serve on port 4203): this remote with its own router, theme and toasts.
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <ThemeProvider>
        <ToastProvider>
          <main>
            <Routes>
              <Route path={ROUTES.home} element={<Navigate to={ROUTES.coaching} replace />} />
              <Route path="*" element={<CoachingApp />} />
            </Routes>
          </main>
        </ToastProvider>
      </ThemeProvider>
    </BrowserRouter>
  </StrictMode>,
);
