import { yieldToMain } from './lib/yieldToMain';

/**
 * The code runs in stages, one task each, before the app starts. Run at once, evaluating the
 * libraries and the app's modules was one task of hundreds of milliseconds on a phone, the page
 * prerendered but deaf to input meanwhile. Each stage is in this bundle already (eager: no request):
 * an import evaluates its modules and those they import that have not run yet. The stages are the
 * app's own modules, so the libraries behind them keep only what the app imports of them.
 */
const stages = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './app/store'),
  () => import(/* webpackMode: "eager" */ './app/AppProviders'),
  () => import(/* webpackMode: "eager" */ './app/routes'),
];

async function boot(): Promise<void> {
  for (const stage of stages) {
    await stage();
    await yieldToMain();
  }
  const { startApp } = await import(/* webpackMode: "eager" */ './app/startApp');
  startApp();
}

void boot();
