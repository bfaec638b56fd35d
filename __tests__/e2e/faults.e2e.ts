import type { Browser, Locator, Page } from 'playwright-core';
import { startAppServer, stopProcessGroup, type RunningServer } from '../../scripts/serverProcess';
import { launchChromium, openOwnContext, openPage } from './support/chromium';
import { SUITE_DEMO_SEASON } from './support/fixedClock';
import { navigateTo as nav, watchPage } from './support/pageWatch';
import { propsTable } from './support/propsResearch';

/**
 * Issue #10's fault matrix: each endpoint × each fault of the embedded server's GRIDLINE_FAULTS.
 * For every cell the screen shows the spec §8 message or its empty state, no uncaught error reaches
 * the console, another screen keeps working, and the screen recovers once the fault is cleared.
 */
jest.setTimeout(150_000);

const FAULTS = ['500', 'drop', 'timeout', 'malformed', 'wrongshape'] as const;
type Fault = (typeof FAULTS)[number];

interface Screen {
  path: string;
  /** Shown when the screen has its data. */
  ready: (page: Page) => Locator;
}

interface Cell {
  /** What the user does after opening the screen to make it fetch. */
  act?: (page: Page) => Promise<void>;
  screen: Screen;
  /** The spec §8 message or the empty state. */
  failed: (page: Page) => Locator;
  /** An alert the screen raises (spec §8: player data). */
  alert?: string;
  /** Another screen that does not use the endpoint. */
  other: Screen;
  /** How the user gets the data back once the endpoint answers again: Retry where the screen has one, else a reload. */
  recover?: (page: Page) => Promise<void>;
}

const matchups: Screen = { path: '/nfl', ready: (page) => page.locator('ul[aria-label$=" games"] li').first() };
const teams: Screen = { path: '/team-data', ready: (page) => page.getByRole('region', { name: 'AFC East' }) };
const players: Screen = {
  path: '/player-data',
  ready: (page) => page.getByText('Type a player name or position to search.'),
};
// The props table's own rows: on the way there, another screen's table (Player Data's) may still be shown.
const props: Screen = { path: '/player-props', ready: (page) => propsTable(page).getByRole('rowheader').first() };
const stadiums: Screen = {
  path: '/stadiums',
  ready: (page) => page.getByRole('region', { name: 'Current weather' }).getByText('Wind Direction'),
};
const stadiumList: Screen = {
  path: '/stadiums',
  ready: (page) => page.getByRole('region', { name: 'Teams' }).getByRole('button').first(),
};

const PLAYER_DATA_FAILURE = 'Failed to fetch player data. Please try again later.';

const CELLS: Record<string, Cell> = {
  teamOdds: {
    screen: matchups,
    failed: (page) => page.getByText('Failed to fetch odds', { exact: true }),
    other: teams,
  },
  'unit-rankings': {
    screen: teams,
    // Valid JSON of the wrong shape reads as malformed team groups (spec §8).
    failed: (page) =>
      page
        .getByText(/^Error loading rankings: HTTP error! status: /)
        .or(page.getByText('Invalid data format for teams').first()),
    other: matchups,
  },
  'power-rankings': {
    screen: {
      path: '/team-data',
      ready: (page) => page.getByRole('region', { name: 'Power Rankings' }).getByRole('listitem').first(),
    },
    failed: (page) =>
      page
        .getByRole('region', { name: 'Power Rankings' })
        .getByText(/^(Power rankings are unavailable right now\.|No power rankings available\.)$/),
    other: matchups,
  },
  playerData: {
    screen: players,
    failed: (page) => page.getByText(PLAYER_DATA_FAILURE, { exact: true }),
    alert: PLAYER_DATA_FAILURE,
    other: matchups,
  },
  seasons: {
    screen: players,
    failed: (page) => page.getByText('Failed to fetch seasons', { exact: true }),
    other: matchups,
  },
  playerProps: { screen: props, failed: (page) => page.getByText(/^Error: /), other: stadiumList },
  weather: {
    screen: stadiums,
    act: async (page) => {
      await page
        .getByRole('region', { name: 'Teams' })
        .getByRole('button', { name: 'Seattle Seahawks', exact: true })
        .click();
      await page.getByRole('button', { name: 'Show Weather', exact: true }).click();
    },
    failed: (page) => page.getByRole('alert').filter({ hasText: 'Weather is unavailable right now.' }),
    other: matchups,
    recover: (page) => page.getByRole('button', { name: 'Retry', exact: true }).click(),
  },
};

async function setFaults(server: RunningServer, spec: string): Promise<void> {
  const response = await fetch(`${server.url}/api/__faults`, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: spec,
  });
  if (!response.ok) throw new Error(`Could not set faults "${spec}": HTTP ${response.status}`);
}

/**
 * One cell, on a server whose only fault is this endpoint's. A timeout cell keeps its page for a minute
 * beside the others, so it takes a context of its own and leaves the file's shared one to the others.
 */
async function runCell(browser: Browser, server: RunningServer, endpoint: string, open = openPage): Promise<void> {
  const cell = CELLS[endpoint] as Cell;
  const { context, page } = await open(browser, 1280);
  try {
    const { uncaught, dialogs: alerts } = watchPage(page);
    // Until the HTML is parsed and the app's deferred scripts have run (a press on the prerendered page is then held
    // for React), not until the page's `load`: the test waits for the screen's own state below, within the client's
    // own timeout. `load` waits on no API request here (fetches never hold it), only on the scripts and images asked
    // for before it: with seven pages and servers starting at once it measured how busy the machine was.
    await page.goto(`${server.url}${cell.screen.path}`, { waitUntil: 'domcontentloaded' });
    await cell.act?.(page);
    await cell.failed(page).waitFor({ timeout: 90_000 });
    if (cell.alert) {
      // The alert's code loads with the first failure, so the alert can follow the message by a moment.
      const alert = cell.alert;
      for (const deadline = Date.now() + 10_000; !alerts.includes(alert) && Date.now() < deadline;)
        await page.waitForTimeout(50);
      expect(alerts).toContain(alert);
    }

    // The header and another screen keep working.
    await nav(page, cell.other.path);
    await cell.other.ready(page).waitFor();

    // The endpoint answers again: the screen gets its data back.
    await setFaults(server, '');
    await nav(page, cell.screen.path);
    if (cell.recover) {
      await cell.act?.(page);
      await cell.failed(page).or(cell.screen.ready(page)).first().waitFor();
      if (await cell.failed(page).count()) await cell.recover(page);
    } else {
      await page.reload({ waitUntil: 'domcontentloaded' });
    }
    await cell.screen.ready(page).waitFor();
    expect(uncaught).toEqual([]);
  } finally {
    await context.close();
  }
}

let browser: Browser;
let control: RunningServer;
// No answer for 30 s: the client gives up after its own timeout (with player data's retries, about a
// minute), so those seven cells start first, each on its own server with that one endpoint hanging,
// and wait out their timeouts while the other faults' cells run one by one on the control server.
const timeoutRuns = new Map<string, Promise<void>>();
const timeoutServers: RunningServer[] = [];
beforeAll(async () => {
  browser = await launchChromium();
  const starting = Object.keys(CELLS).map(async (endpoint) => {
    const server = await startAppServer({
      ...SUITE_DEMO_SEASON,
      GRIDLINE_FAULTS: `${endpoint}=timeout`,
      GRIDLINE_FAULT_CONTROL: '1',
    });
    timeoutServers.push(server);
    const run = runCell(browser, server, endpoint, openOwnContext);
    run.catch(() => undefined); // reported by the cell's own test
    timeoutRuns.set(endpoint, run);
  });
  const [controlStarted] = await Promise.all([
    startAppServer({ ...SUITE_DEMO_SEASON, GRIDLINE_FAULT_CONTROL: '1' }),
    ...starting,
  ]);
  control = controlStarted;
});
afterAll(async () => {
  await Promise.allSettled(timeoutRuns.values());
  await browser?.close();
  if (control) stopProcessGroup(control.pid);
  for (const server of timeoutServers) stopProcessGroup(server.pid);
});

describe.each(FAULTS.filter((fault) => fault !== 'timeout'))('the API answering %s', (fault: Fault) => {
  it.each(Object.keys(CELLS))(
    '%s: message or empty state, no uncaught error, other screens work, recovery',
    async (endpoint) => {
      await setFaults(control, `${endpoint}=${fault}`);
      try {
        await runCell(browser, control, endpoint);
      } finally {
        await setFaults(control, '');
      }
    },
  );
});

describe('the API not answering for 30 s', () => {
  it.each(Object.keys(CELLS))(
    '%s: message or empty state, no uncaught error, other screens work, recovery',
    async (endpoint) => {
      await timeoutRuns.get(endpoint);
    },
  );
});
