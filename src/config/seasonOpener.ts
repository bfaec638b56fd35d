import { seasonInProgress } from '../domain/calendar';
import { parseOpener } from '../domain/week';
import { env } from './env';

/** The meta element in which the server names the opener it counts weeks from (server/pages.ts). */
const META = 'meta[name="gridline-season-opener"]';

let fromPage: Date | null | undefined;

/** The server's opener, read once from the page; null when the page names none (a static host) or a bad one. */
function pageOpener(): Date | null {
  if (fromPage !== undefined) return fromPage;
  const content = typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>(META)?.content ?? '');
  try {
    fromPage = /^\d{4}-\d{2}-\d{2}$/.test(content) ? parseOpener(content) : null;
  } catch {
    fromPage = null;
  }
  return fromPage;
}

/**
 * The opener the current week is counted from at `now` (issue #59): the one the server names in the page (its data's
 * season: the demo's, or the real seasons' current one), else SEASON_OPENER when the build pins one, else the NFL's
 * calendar at `now`. No opener is built into the app unless SEASON_OPENER asks for it.
 */
export function seasonOpenerAt(now: number): Date {
  const pinned = env.seasonOpener.trim();
  return pageOpener() ?? (pinned ? parseOpener(pinned) : seasonInProgress(now).opener);
}
