import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { screenAt } from './screens';
import { makeStore, type AppStore } from './store';
import { startAuthSessionWhenNeeded } from '../features/auth/authSession';
import { startConnectionSync } from '../features/connection/connectionSync';
import { startThemeSync } from '../features/theme/themeListeners';
import { weekInitialized } from '../features/week/weekSlice';

/**
 * The page the server sent becomes the app in place (hydrateRoot): the store, the theme, and the
 * route's screen adopting the prerendered HTML (scripts/prerender.tsx) node for node. The first
 * render is the prerendered one: what depends on the clock or on storage (the week shown, the theme
 * switch, the year) renders after it (lib/useIsClient.ts). Resolves with the store once hydration
 * has been asked for.
 */
export async function hydrateApp(
  container: HTMLElement,
  releaseEarlyClicks: () => void = () => undefined,
): Promise<AppStore> {
  const store = makeStore();
  store.dispatch(weekInitialized(window.location.search, Date.now()));
  // Before the first render, so the page is in the right theme from the app's first frame.
  startThemeSync(store.dispatch);

  // The first render must find the route's screen code here, as the prerender did (its chunks are
  // preloaded by the page): a screen that cannot load hydrates anyway, and its route shows why.
  await screenAt(window.location.pathname)().catch(() => undefined);
  // A transition, so React hydrates in slices and takes input between them; an event on a part not yet
  // hydrated hydrates that part first and is then handled there.
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  startTransition(() => {
    // An address with no prerendered page (the landing page, a player's log) gets the plain shell,
    // an empty #root: the app renders into it.
    if (container.firstChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // React listens on the page now: a button pressed while the app was loading is pressed again.
  releaseEarlyClicks();
  return store;
}

/**
 * The app on the page, and after the first paint the identity service and the connection.
 */
export function startApp(releaseEarlyClicks?: () => void): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Gridline: #root is missing from index.html');
  void hydrateApp(container, releaseEarlyClicks).then((store) => {
    // After the first paint, each on its own chunk: the identity service (for a stored session; otherwise
    // when first asked for), and the connection (offline and back: a notice, nothing cleared, the
    // queries asked again on return), which starts offline if the browser already is.
    // Idle, or a second after the page's load at the latest: on a busy CPU (the slate laid out frame by frame, other
    // work on the machine) an idle moment can be tens of seconds away, and a signed-in reader would wait that long
    // to see their account.
    const whenIdle = (callback: () => void) =>
      window.requestIdleCallback
        ? window.requestIdleCallback(callback, { timeout: 1_000 })
        : window.setTimeout(callback, 1);
    const afterFirstPaint = () => {
      startAuthSessionWhenNeeded(store);
      void startConnectionSync(store.dispatch);
    };
    // The app starts in stages (src/index.tsx): the page may have finished loading already.
    if (document.readyState === 'complete') whenIdle(afterFirstPaint);
    else window.addEventListener('load', () => whenIdle(afterFirstPaint), { once: true });
  });
}
