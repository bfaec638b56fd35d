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
  () => import(/* webpackMode: "eager" */ './store'),
  () => import(/* webpackMode: "eager" */ './AppProviders'),
  () => import(/* webpackMode: "eager" */ './routes'),
];

/** Evaluates the app's modules stage by stage (`between` the stages: a yield to the browser), then the start. */
export async function loadApp(between: () => Promise<void> = yieldToMain) {
  // Compiling this bundle is a task of its own, before the first library is evaluated.
  await between();
  for (const stage of stages) {
    await stage();
    await between();
  }
  return import(/* webpackMode: "eager" */ './startApp');
}
