import { memo } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { signedUnits, unitsText } from './betText';
import { selectFilteredClvs, selectFilteredSummary } from './myBetsSelectors';
import { beatCloseText, intervalText, meanClvText, recordText, roiText, skillMessage } from './summaryText';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10.5rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Figure = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    font-weight: 600;
  }

  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 1.25rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 400;
`;

const Sample = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/**
 * The filtered bets in figures, by the API's own summary (src/domain/bets/summary.ts): the record, units staked and
 * won, ROI, mean CLV with its interval and n, the share that beat the close; and below 30 graded bets, that the sample
 * cannot tell skill from luck yet.
 */
export const BetsSummary = memo(function BetsSummary() {
  const summary = useAppSelector(selectFilteredSummary);
  const clvs = useAppSelector(selectFilteredClvs);
  const { record, clv } = summary;
  const interval = intervalText(summary);
  const sample = skillMessage(summary, clvs);
  return (
    <>
      <Figures>
        <Figure>
          <dt>Record (W-L-P)</dt>
          <dd>
            {recordText(summary)}
            <Detail>
              {record.void} void · {record.open} open
            </Detail>
          </dd>
        </Figure>
        <Figure>
          <dt>Units staked</dt>
          <dd>
            {unitsText(summary.staked)}
            <Detail>on graded bets</Detail>
          </dd>
        </Figure>
        <Figure>
          <dt>Units won</dt>
          <dd>{signedUnits(summary.profit)}</dd>
        </Figure>
        <Figure>
          <dt>ROI</dt>
          <dd>{roiText(summary)}</dd>
        </Figure>
        <Figure>
          <dt>Mean CLV</dt>
          <dd>
            {meanClvText(summary)}
            <Detail>
              {interval ? `${interval} · ` : ''}n = {clv.n}
            </Detail>
          </dd>
        </Figure>
        <Figure>
          <dt>Beat the close</dt>
          <dd>
            {beatCloseText(summary)}
            <Detail>of bets with a CLV</Detail>
          </dd>
        </Figure>
      </Figures>
      {sample && <Sample>{sample}</Sample>}
    </>
  );
});
