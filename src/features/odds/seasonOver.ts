import { seasonOpenerAt } from '../../config/seasonOpener';
import { seasonInProgress } from '../../domain/calendar';
import { useIsClient } from '../../lib/useIsClient';
import { useNow } from '../../lib/useNow';

const OPENS = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The off-season, said (issue #59): from the day after the season's last regular-season day until the next opener,
 * /nfl keeps Week 18 and says the season is over and when the next one opens, by the NFL's calendar at the clock (the
 * data's season may be older than the calendar's: real seasons not yet fetched). Nothing before the app runs: it
 * depends on the reader's clock.
 */
export function useSeasonOverText(): string | undefined {
  const isClient = useIsClient();
  const now = useNow();
  if (!isClient) return undefined;
  const shown = seasonInProgress(now, seasonOpenerAt(now));
  if (!shown.over) return undefined;
  const { nextOpener } = seasonInProgress(now);
  return `The ${shown.season} season is over. The ${nextOpener.getUTCFullYear()} season opens on ${OPENS.format(nextOpener)}.`;
}
