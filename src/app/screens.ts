import { lazy, type ComponentType } from 'react';
import { injectApi, type InjectableApi } from './store';

/** The APIs screens query, each on the chunks of the screens that need it. */
const productApi = () => import('../api/baseApi').then((module) => module.baseApi);
const weatherApi = () => import('../features/stadiums/weatherApi').then((module) => module.weatherApi);

interface ScreenModule {
  default: ComponentType;
}

/** A screen's loader; `loaded()` is its module once it has arrived. */
interface ScreenLoader {
  (): Promise<ScreenModule>;
  loaded: () => ScreenModule | undefined;
}

/**
 * A screen's code and the API it queries, loaded together; the API joins the store (injectApi)
 * before the screen renders, so nothing registers itself on the store by being imported.
 */
function screen(load: () => Promise<ScreenModule>, api?: () => Promise<InjectableApi>): ScreenLoader {
  let loaded: ScreenModule | undefined;
  const loader = async () => {
    const [module] = await Promise.all([load(), api?.().then(injectApi)]);
    loaded = module;
    return module;
  };
  return Object.assign(loader, { loaded: () => loaded });
}

/**
 * Each screen's code, on its own chunk (webpack names them). The routes render them lazily; the
 * header preloads one when a pointer or the keyboard reaches its link, so the likely next screen is
 * usually in the browser before the click.
 */
export const screenLoaders = {
  landing: screen(() => import(/* webpackChunkName: "landing" */ '../features/landing/LandingScreen')),
  login: screen(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginScreen')),
  '/nfl': screen(() => import(/* webpackChunkName: "matchups" */ './pages/MatchupsPage'), productApi),
  '/player-props': screen(() => import(/* webpackChunkName: "player-props" */ './pages/PlayerPropsPage'), productApi),
  '/player-data': screen(() => import(/* webpackChunkName: "player-data" */ './pages/PlayerDataPage'), productApi),
  '/team-data': screen(() => import(/* webpackChunkName: "team-data" */ './pages/TeamProfilesPage'), productApi),
  '/stadiums': screen(() => import(/* webpackChunkName: "stadiums" */ '../features/stadiums/StadiumsScreen'), weatherApi),
  notFound: screen(() => import(/* webpackChunkName: "not-found" */ './NotFoundScreen')),
};

/** Starts loading a screen's code; a failure here is left to the route itself (it retries the load). */
export function preloadScreen(path: string): void {
  if (!Object.hasOwn(screenLoaders, path)) return;
  screenLoaders[path as keyof typeof screenLoaders]().catch(() => undefined);
}

/** The screen a page address shows (as the routes match it). */
export function screenAt(pathname: string): ScreenLoader {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return screenLoaders.landing;
  if (path === '/login') return screenLoaders.login;
  return Object.hasOwn(screenLoaders, path) ? screenLoaders[path as keyof typeof screenLoaders] : screenLoaders.notFound;
}

/**
 * React.lazy over a screen's loader that renders at once, without suspending, when the code is
 * already here: the app's first render (after the prerendered page) then shows the screen, never
 * an empty fallback in its place.
 */
export function lazyScreen(loader: ScreenLoader) {
  return lazy(() => {
    const module = loader.loaded();
    if (!module) return loader();
    // A thenable that settles synchronously: React reads the module in the same render.
    const settled = { then: (resolve: (value: ScreenModule) => void) => resolve(module) };
    return settled as unknown as Promise<ScreenModule>;
  });
}
