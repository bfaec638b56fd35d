import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { useNow } from '../../lib/useNow';
import { freshnessLabel } from './freshness';
import { isClosingLine } from './gameResult';
import { kickoffLabel } from './oddsRules';
import { selectWeekOddsAnsweredAt } from './oddsSelectors';

const Stamp = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  white-space: nowrap;
`;

interface FreshnessProps {
  /** The book's last_update. */
  iso: string | undefined;
  /** The game's commence_time. */
  kickoff: string;
}

/**
 * Under the book's name: 'Closing line' once the game has kicked off (when the line was asked for
 * after kickoff and the book has not updated since), otherwise 'updated 5 min ago' from its
 * last_update, nothing when unknown; both kept current by the shared clock.
 */
export function Freshness({ iso, kickoff }: FreshnessProps) {
  const now = useNow();
  const answeredAt = useAppSelector(selectWeekOddsAnsweredAt);
  if (isClosingLine(kickoff, iso, now, answeredAt)) {
    return (
      <Stamp dateTime={kickoff} title={`Closing line: the last before kickoff, ${kickoffLabel(kickoff)}`}>
        Closing line
      </Stamp>
    );
  }
  const label = iso === undefined ? undefined : freshnessLabel(iso, now);
  if (label === undefined || iso === undefined) return null;
  return (
    <Stamp dateTime={iso} title={`Last updated ${kickoffLabel(iso)}`}>
      {label}
    </Stamp>
  );
}
