import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/routes';
import { makeStore } from './app/store';
import { startAuthSession } from './features/auth/authSession';
import { startThemeSync } from './features/theme/themeListeners';
import { weekInitialized } from './features/week/weekSlice';

const container = document.getElementById('root');
if (!container) throw new Error('Gridline: #root is missing from index.html');

const store = makeStore();
store.dispatch(weekInitialized(window.location.search, Date.now()));
// Before the first render, so the first paint is already in the right theme.
startThemeSync(store.dispatch);

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

// The identity service loads after the first paint, on its own chunk.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
window.addEventListener('load', () => whenIdle(() => void startAuthSession(store)), { once: true });
