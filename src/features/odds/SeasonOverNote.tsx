import styled from 'styled-components';
import { seasonOpenerAt } from '../../config/seasonOpener';
import { openerOfSeason, seasonInProgress } from '../../domain/calendar';
import { useIsClient } from '../../lib/useIsClient';
import { useNow } from '../../lib/useNow';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const OPENS = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The off-season, said (issue #59): from the day after the season's last regular-season day until the next opener,
 * /nfl keeps Week 18 and says the season is over and when the next one opens, by the NFL's calendar. Nothing before
 * the app runs: it depends on the reader's clock.
 */
export function SeasonOverNote() {
  const isClient = useIsClient();
  const now = useNow();
  if (!isClient) return null;
  const shown = seasonInProgress(now, seasonOpenerAt(now));
  if (!shown.over) return null;
  // The next opener after now: the data's season may be older than the calendar's (real seasons not yet fetched).
  const next = seasonInProgress(now).season + 1;
  return (
    <Note role="status">
      The {shown.season} season is over. The {next} season opens on {OPENS.format(openerOfSeason(next))}.
    </Note>
  );
}
