import styled from 'styled-components';
import { TIER_LABELS, type DefenseMatchup } from './defenseMatchup';

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

/** 'vs KC: 28th vs WR · Favourable', its tier in words and colour, '(provisional)' before 4 games. */
export function MatchupTag({ matchup }: { matchup: DefenseMatchup }) {
  return (
    <Tag>
      {matchup.label} · <span className={`tier tier-${matchup.tier}`}>{TIER_LABELS[matchup.tier]}</span>
      {matchup.provisional && <span className="provisional"> (provisional)</span>}
    </Tag>
  );
}
