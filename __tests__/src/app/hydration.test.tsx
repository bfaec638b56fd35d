import { setImmediate } from 'node:timers';
import { PRERENDERED } from '../../../scripts/prerender';
import { THEME_STORAGE_KEY } from '../../../src/features/theme/themeStorage';
import { http, server, setupMswServer } from '../../utils/msw';
import type { AppStore, RootState } from '../../../src/app/store';

/**
 * Issue #40: the prerendered page becomes the app in place. The client's first render must be the
 * prerendered one node for node and attribute for attribute: React's development build says so in
 * the console when it is not (the production build fixes text silently, and attributes not at all).
 * Each screen, with what the prerender cannot know: the week from the clock or the address, a stored
 * theme, a dark system.
 */
setupMswServer();
// The build's prerender runs on Node's streams; jsdom's window lacks the timer they schedule with.
Object.assign(globalThis, { setImmediate });

/** Every route the build prerenders. */
const ROUTES = Object.keys(PRERENDERED);

interface Setting {
  name: string;
  search: string;
  storedTheme?: 'dark' | 'light';
  systemDark: boolean;
}

const SETTINGS: Setting[] = [
  { name: 'a first visit, light system', search: '', systemDark: false },
  { name: 'week 5 in the address, dark stored, dark system', search: '?week=5', storedTheme: 'dark', systemDark: true },
  {
    name: 'a sort and week 14 in the address, light stored, dark system',
    search: '?week=14&sort=kickoff',
    storedTheme: 'light',
    systemDark: true,
  },
];

/**
 * The build's prerender of a route, on a module registry of its own, as the build runs each route in
 * a process of its own (and the server's React keeps its context in the same objects as the client's).
 */
async function prerendered(route: string): Promise<string> {
  let markup = '';
  await jest.isolateModulesAsync(async () => {
    const { render } = await import('../../../scripts/prerenderRoute');
    markup = (await render(route)).markup;
  });
  return markup;
}

function stubSystemScheme(dark: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: dark && query.includes('dark'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

/** Every console message React writes while the client adopts the page. */
function recordConsole(): { messages: string[]; restore: () => void } {
  const messages: string[] = [];
  const spies = (['error', 'warn'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      messages.push(args.map(String).join(' '));
    }),
  );
  return { messages, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

/** The prerendered page of a route in the document, at that address: its #root. */
async function pageAt(route: string, search = ''): Promise<HTMLElement> {
  const markup = await prerendered(route);
  window.history.replaceState(null, '', `${route}${search}`);
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/**
 * The app adopts the page, on a module registry of its own with its modules loaded in the page's order
 * (src/app/boot.ts), and renders what depends on the clock and on storage right after. `then` runs in
 * that registry afterwards, with the store and React's act.
 */
async function hydrate(
  container: HTMLElement,
  then?: (store: AppStore, act: (work: () => Promise<void>) => Promise<void>) => Promise<void>,
): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    const { act } = await import('react');
    const { loadApp } = await import('../../../src/app/boot');
    const { hydrateApp } = await loadApp(async () => undefined);
    let store: AppStore | undefined;
    await act(async () => {
      store = await hydrateApp(container);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    if (store && then) await then(store, act);
  });
}

beforeEach(() => {
  // The screens' questions go unanswered (a hydration test looks at the first render, not the data).
  server.use(http.get('*', () => new Promise<Response>(() => undefined)));
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe.each(SETTINGS)('hydrating the prerendered page: $name', ({ search, storedTheme, systemDark }) => {
  it.each(ROUTES)('%s adopts the prerendered HTML without a warning, node for node', async (route) => {
    if (storedTheme) window.localStorage.setItem(THEME_STORAGE_KEY, storedTheme);
    stubSystemScheme(systemDark);
    const container = await pageAt(route, search);
    const heading = container.querySelector('h1');
    const nav = container.querySelector('nav');
    expect(heading).not.toBeNull();

    const console = recordConsole();
    try {
      await hydrate(container);
    } finally {
      console.restore();
    }
    expect(
      console.messages.filter((message) =>
        /hydrat|did not match|server rendered|Switched to client rendering/i.test(message),
      ),
    ).toEqual([]);
    // Adopted, not replaced: the nodes the page arrived with are the app's.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('nav')).toBe(nav);
    document.body.innerHTML = '';
  });
});

// The prerendered page's controls can be used while the app loads: hydration keeps the reader's
// value on the node, and it must reach the store (and so the screen and the address), not be written
// over by the store's on the next render.
const EARLY_CONTROLS = [
  {
    name: "Player Data's search",
    route: '/player-data',
    control: 'input[type="search"]',
    used: 'allen',
    stateOf: (state: RootState) => state.playerData.search,
    param: 'q',
  },
  {
    name: "Player Data's position group",
    route: '/player-data',
    control: 'select:not([disabled])',
    used: 'QB',
    stateOf: (state: RootState) => state.playerData.group,
    param: 'group',
  },
  {
    name: "the props' search (not in the address)",
    route: '/player-props',
    control: 'input[type="search"]',
    used: 'allen',
    stateOf: (state: RootState) => state.props.search,
  },
  {
    name: 'the matchups order',
    route: '/nfl',
    control: 'select:has(option[value="movement"])',
    used: 'movement',
    stateOf: (state: RootState) => state.matchups.sort,
    param: 'sort',
  },
];

describe.each(EARLY_CONTROLS)('$name, used before the app ran', ({ route, control, used, stateOf, param }) => {
  it.each([
    ['is kept', true],
    ['left alone, stays as it was', false],
  ])('%s', async (_name, touched) => {
    stubSystemScheme(false);
    const container = await pageAt(route);
    const node = container.querySelector<HTMLInputElement | HTMLSelectElement>(control);
    if (!node) throw new Error(`${route} prerenders no ${control}`);
    const untouched = node.value;
    expect(untouched).not.toBe(used);
    if (touched) node.value = used;
    const wanted = touched ? used : untouched;

    let value: string | undefined;
    await hydrate(container, async (store) => {
      value = stateOf(store.getState());
    });
    expect({ value, shown: node.value, adopted: node.isConnected }).toEqual({
      value: wanted,
      shown: wanted,
      adopted: true,
    });
    if (param) expect(new URLSearchParams(window.location.search).get(param)).toBe(touched ? used : null);
    document.body.innerHTML = '';
  });
});

// /login is prerendered too: an email and a password typed (or filled in by a password manager) while the
// app loads stay, through the next keystroke, which re-renders both fields.
it('keeps the email and the password typed into /login before the app ran', async () => {
  stubSystemScheme(false);
  const container = await pageAt('/login');
  const email = container.querySelector<HTMLInputElement>('input[type="email"]');
  const password = container.querySelector<HTMLInputElement>('input[type="password"]');
  if (!email || !password) throw new Error('/login prerenders no email and password fields');
  email.value = 'fan@example.com';
  password.value = 'hunter22';

  await hydrate(container, async (_store, act) => {
    const { fireEvent } = await import('@testing-library/dom');
    await act(async () => {
      fireEvent.change(email, { target: { value: 'fan@example.co' } });
    });
  });
  expect({ email: email.value, password: password.value }).toEqual({
    email: 'fan@example.co',
    password: 'hunter22',
  });
  document.body.innerHTML = '';
});
