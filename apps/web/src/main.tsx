import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { AppErrorBoundary } from './components/app-error-boundary';
import { AppRouter } from './app/router';
import { preloadScreen } from './app/routes';
import { startLanguage } from './lib/i18n';

const queryClient = createQueryClient();

// The screen's code (then its data) starts loading in a task of its own, before the first render
// reaches it.
setTimeout(() => preloadScreen(window.location.pathname, queryClient), 0);

// The first render runs as a transition so React yields to the browser every few milliseconds
// instead of one long task (Lighthouse total blocking time on phones, issue 7).
const root = createRoot(document.getElementById('root')!);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppErrorBoundary>
            <BrowserRouter>
              <AppRouter />
            </BrowserRouter>
          </AppErrorBoundary>
        </AppProviders>
      </StrictMode>,
    ),
  );
// English draws at once; another language once its catalogue has arrived (lib/i18n.ts).
const languageReady = startLanguage();
if (languageReady) void languageReady.then(render);
else render();
