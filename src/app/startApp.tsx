import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { screenAt } from './screens';
import { makeStore } from './store';
import { startAuthSessionWhenNeeded } from '../features/auth/authSession';
import { startConnectionSync } from '../features/connection/connectionSync';
import { startThemeSync } from '../features/theme/themeListeners';
import { weekInitialized } from '../features/week/weekSlice';

/**
 * The app on the page: the store, the theme, the first render of the route's screen in place of the
 * prerendered page, and after the first paint the identity service and the connection.
 */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Gridline: #root is missing from index.html');

  const store = makeStore();
  store.dispatch(weekInitialized(window.location.search, Date.now()));
  // Before the first render, so the first paint is already in the right theme.
  startThemeSync(store.dispatch);

  const root = createRoot(container);
  const render = () =>
    // A transition, so React yields to the browser while it builds the page instead of one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders store={store}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
      ),
    );

  // The page arrived prerendered (scripts/prerender.tsx), its screen's code preloaded beside this one:
  // the first render waits for that code, so it replaces the page with the same screen, never a blank.
  // A screen that cannot load renders anyway, and its route shows why.
  screenAt(window.location.pathname)().then(render, render);

  // After the first paint, each on its own chunk: the identity service (for a stored session; otherwise
  // when first asked for), and the connection (offline and back: a notice, nothing cleared, the
  // queries asked again on return), which starts offline if the browser already is.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  const afterFirstPaint = () => {
    startAuthSessionWhenNeeded(store);
    void startConnectionSync(store.dispatch);
  };
  // The app starts in stages (src/index.tsx): the page may have finished loading already.
  if (document.readyState === 'complete') whenIdle(afterFirstPaint);
  else window.addEventListener('load', () => whenIdle(afterFirstPaint), { once: true });
}
