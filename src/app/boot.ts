import { yieldToMain } from '../lib/yieldToMain';

/**
 * The code runs in stages, one task each, before the app starts. Run at once, evaluating the
 * libraries and the app's modules was one task of hundreds of milliseconds on a phone, the page
 * prerendered but deaf to input meanwhile. Each stage is in this bundle already (eager: no request):
 * an import evaluates its modules and those they import that have not run yet. The stages are the
 * app's own modules, so the libraries behind them keep only what the app imports of them.
 *
 * The build's prerender (scripts/prerenderRoute.tsx) loads the app by this same function, so the
 * modules are evaluated in the same order there as on the page: styled-components names each
 * component's class by the order the components are made, and the hydrating page must find the
 * prerendered page's class names.
 */
const stages = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // Redux Toolkit (with Immer, Reselect and Redux) through the first slice, the app-wide listeners,
  // then the store.
  () => import(/* webpackMode: "eager" */ '../features/week/weekSlice'),
  () => import(/* webpackMode: "eager" */ './listeners'),
  () => import(/* webpackMode: "eager" */ './store'),
  // styled-components through the global styles, then the providers (React Redux).
  () => import(/* webpackMode: "eager" */ './GlobalStyle'),
  () => import(/* webpackMode: "eager" */ './AppProviders'),
  // The router through the hook that tells the store of each move, then the layout, then the routes.
  () => import(/* webpackMode: "eager" */ './useLocationChanged'),
  () => import(/* webpackMode: "eager" */ './layout/AppLayout'),
  () => import(/* webpackMode: "eager" */ './routes'),
];

/** Evaluates the app's modules stage by stage (`between` the stages: a yield to the browser), then the start. */
export async function loadApp(between: () => Promise<void> = yieldToMain) {
  // Compiling this bundle is a task of its own, before the first library is evaluated. Measured at 4×
  // CPU (28 Nov), the stages take: React DOM 114–202 ms (the floor page's cost too), Redux Toolkit
  // 5–44, the store 26–98, styled-components 21–77, each of the others under 25.
  await between();
  for (const stage of stages) {
    await stage();
    await between();
  }
  return import(/* webpackMode: "eager" */ './startApp');
}
