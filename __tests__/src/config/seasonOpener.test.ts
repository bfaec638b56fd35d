/**
 * Issue #59: the client counts its weeks from the opener the page names (the server's season), else SEASON_OPENER
 * when the build pins one, else the NFL's calendar at the clock; a page that names a bad one is not believed.
 */
import type * as SeasonOpener from '../../../src/config/seasonOpener';

type Module = typeof SeasonOpener;

function loadWith(meta: string | undefined, pinned: string): Module {
  document.head.innerHTML = meta === undefined ? '' : `<meta name="gridline-season-opener" content="${meta}">`;
  const saved = process.env.SEASON_OPENER;
  process.env.SEASON_OPENER = pinned;
  try {
    let loaded: Module | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<Module>('../../../src/config/seasonOpener');
    });
    return loaded as Module;
  } finally {
    process.env.SEASON_OPENER = saved;
  }
}

const DEC_9_2026 = Date.parse('2026-12-09T12:00:00Z');
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('seasonOpenerAt', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("takes the page's opener over the build's and the calendar's", () => {
    expect(day(loadWith('2024-09-05', '2025-09-04').seasonOpenerAt(DEC_9_2026))).toBe('2024-09-05');
  });

  it('takes SEASON_OPENER when the page names none, and the calendar when neither does', () => {
    expect(day(loadWith(undefined, '2025-09-04').seasonOpenerAt(DEC_9_2026))).toBe('2025-09-04');
    expect(day(loadWith(undefined, '').seasonOpenerAt(DEC_9_2026))).toBe('2026-09-10');
    expect(day(loadWith(undefined, '').seasonOpenerAt(Date.parse('2026-03-01T00:00:00Z')))).toBe('2025-09-04');
  });

  it.each(['', 'soon', '2026-13-45', '2026-09-10T00:00:00Z', '"><script>'])(
    'does not believe a page that names %j, and falls back to the calendar',
    (content) => {
      expect(day(loadWith(content, '').seasonOpenerAt(DEC_9_2026))).toBe('2026-09-10');
    },
  );
});
