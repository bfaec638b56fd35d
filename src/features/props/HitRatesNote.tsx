import styled from 'styled-components';
import { SMALL_SAMPLE_UNDER } from './hitRates';

const Note = styled.details`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;

  summary {
    width: fit-content;
    cursor: pointer;
  }

  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

/** How the hit rates under each row are counted, said once above the table: one line until opened. */
export function HitRatesNote() {
  return (
    <Note>
      <summary>How hit rates and matchups are counted</summary>
      <p>
        Hit rates: games over the line in the last 5, the last 10 and this season. A push (exactly on the line) is not a
        hit; a game without the figure is skipped; under {SMALL_SAMPLE_UNDER} games is a small sample; Anytime TD is a
        rushing or receiving touchdown. Matchup: the opponent&apos;s rank against the position (1st allows the fewest
        fantasy points).
      </p>
    </Note>
  );
}
