import { lazy, type ComponentType } from 'react';
import { yieldToMain } from '../lib/yieldToMain';
import { GAME_PAGE_ROUTE } from '../features/odds/gamePage';
import { injectApi, injectSlice, type InjectableApi, type InjectableSlice } from './store';

export { GAME_PAGE_ROUTE };

/** A player's game log: /player-data/{player_id}?season=… */
export const PLAYER_LOG_ROUTE = '/player-data/:playerId';

/** The APIs screens query, each on the chunks of the screens that need it. */
const productApi = () => import('../api/baseApi').then((module) => module.baseApi);
const weatherApi = () => import('../features/stadiums/weatherApi').then((module) => module.weatherApi);
const meApi = () => import('../features/myBets/meApi').then((module) => module.meApi);

interface ScreenModule {
  default: ComponentType;
  /** The slices only this screen uses: they join the store with its code. */
  slices?: readonly InjectableSlice[];
}

/** A screen's loader; `loaded()` is its module once it has arrived. */
interface ScreenLoader {
  (): Promise<ScreenModule>;
  loaded: () => ScreenModule | undefined;
}

/**
 * A screen's code and the APIs it queries; each API joins the store (injectApi) before the screen
 * renders, so nothing registers itself on the store by being imported. Each arrives in a task of
 * its own: evaluated together, the APIs' and the screen's modules were one long task on a phone.
 * A page's first screen is preloaded by its HTML, and the header preloads the likely next one, so
 * the one-after-another requests rarely wait on the network.
 */
function screen(load: () => Promise<ScreenModule>, ...apis: Array<() => Promise<InjectableApi>>): ScreenLoader {
  let loaded: ScreenModule | undefined;
  const loader = async () => {
    for (const api of apis) {
      injectApi(await api());
      await yieldToMain();
    }
    const module = await load();
    module.slices?.forEach(injectSlice);
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
  landing: screen(() => import(/* webpackChunkName: "landing" */ './pages/LandingPage')),
  login: screen(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginScreen')),
  '/nfl': screen(() => import(/* webpackChunkName: "matchups" */ './pages/MatchupsPage'), productApi, weatherApi),
  [GAME_PAGE_ROUTE]: screen(
    () => import(/* webpackChunkName: "matchups" */ './pages/GamePage'),
    productApi,
    weatherApi,
  ),
  '/player-props': screen(() => import(/* webpackChunkName: "player-props" */ './pages/PlayerPropsPage'), productApi),
  '/player-data': screen(() => import(/* webpackChunkName: "player-data" */ './pages/PlayerDataPage'), productApi),
  [PLAYER_LOG_ROUTE]: screen(() => import(/* webpackChunkName: "player-log" */ './pages/PlayerLogPage'), productApi),
  '/team-data': screen(() => import(/* webpackChunkName: "team-data" */ './pages/TeamProfilesPage'), productApi),
  '/stadiums': screen(
    () => import(/* webpackChunkName: "stadiums" */ '../features/stadiums/StadiumsScreen'),
    weatherApi,
  ),
  // The odds name the demo's games (their ids do not); the user's bets are meApi's.
  '/my-bets': screen(() => import(/* webpackChunkName: "my-bets" */ './pages/MyBetsPage'), productApi, meApi),
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
  if (/^\/player-data\/[^/]+$/.test(path)) return screenLoaders[PLAYER_LOG_ROUTE];
  return Object.hasOwn(screenLoaders, path)
    ? screenLoaders[path as keyof typeof screenLoaders]
    : screenLoaders.notFound;
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
