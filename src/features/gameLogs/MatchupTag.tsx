import styled from 'styled-components';
import { isRanked, TIER_LABELS, type MatchupBefore } from './defenseMatchup';

const Tag = styled.span`
  white-space: nowrap;

  .tier {
    font-weight: 700;
  }

  .tier-tough {
    color: ${({ theme }) => theme.colors.worse};
  }

  .tier-favourable {
    color: ${({ theme }) => theme.colors.better};
  }

  .tier-neutral,
  .provisional {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * 'vs KC: 28th vs WR · Favourable', its tier in words and colour, '(provisional)' before 4 games; 'vs KC: no games yet'
 * muted.
 */
export function MatchupTag({ matchup }: { matchup: MatchupBefore }) {
  if (!isRanked(matchup)) {
    return (
      <Tag>
        <span className="provisional">{matchup.label}</span>
      </Tag>
    );
  }
  return (
    <Tag>
      {matchup.label} · <span className={`tier tier-${matchup.tier}`}>{TIER_LABELS[matchup.tier]}</span>
      {matchup.provisional && <span className="provisional"> (provisional)</span>}
    </Tag>
  );
}
