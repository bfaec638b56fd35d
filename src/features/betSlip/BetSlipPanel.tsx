import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { ChoicePicker, type Choice } from '../../components/ChoicePicker';
import { DEVIG_METHOD_NAMES } from '../../domain/bettorMath/devigMethods';
import { MAX_SLIP_LEGS } from '../../domain/bettorMath/parlay';
import { TEASER_POINTS, type TeaserPoints } from '../../domain/bettorMath/teaserPoints';
import { selectLinesAreDemo } from '../odds/fairValueSelectors';
import { selectDevigMethod } from '../odds/matchupsSlice';
import { selectSlipFigures } from '../odds/slipSelectors';
import { legRemoved, slipCleared, slipKindChosen } from './betSlipSlice';
import { SlipLegItem } from './SlipLegItem';
import { SlipSummary } from './SlipSummary';

const Panel = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const Legs = styled.ol`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

type KindChoice = 'parlay' | `teaser-${TeaserPoints}`;
const KIND_CHOICES: ReadonlyArray<Choice<KindChoice>> = [
  { value: 'parlay', label: 'Parlay' },
  ...TEASER_POINTS.map((points) => ({ value: `teaser-${points}` as KindChoice, label: `Teaser, ${points} points` })),
];

/**
 * The bet slip (issue #42): the outcomes added from the cards, up to ten, as a parlay (offered against fair payout)
 * or a teaser of 6, 6.5 or 7 points (each leg's teased number and chances); nothing while it is empty.
 */
export function BetSlipPanel() {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const slip = useAppSelector(selectSlipFigures);
  const method = DEVIG_METHOD_NAMES[useAppSelector(selectDevigMethod)];
  const demo = useAppSelector(selectLinesAreDemo);
  if (slip.legs.length === 0) return null;
  const kind: KindChoice = slip.kind === 'parlay' ? 'parlay' : `teaser-${slip.points}`;
  const choose = (value: KindChoice) =>
    dispatch(
      value === 'parlay'
        ? slipKindChosen({ kind: 'parlay' })
        : slipKindChosen({ kind: 'teaser', teaser: Number(value.slice('teaser-'.length)) as TeaserPoints }),
    );
  const count = `${slip.legs.length} ${slip.legs.length === 1 ? 'leg' : 'legs'} of ${MAX_SLIP_LEGS}`;
  return (
    <Panel aria-labelledby={headingId}>
      <Head>
        <Heading id={headingId}>
          Bet slip <small>({count})</small>
        </Heading>
        <ChoicePicker label="Bet" value={kind} choices={KIND_CHOICES} onChoose={choose} />
        <Button type="button" $variant="secondary" onClick={() => dispatch(slipCleared())}>
          Clear slip
        </Button>
      </Head>
      <Legs>
        {slip.legs.map((leg, index) => (
          <SlipLegItem
            key={`${leg.leg.gameId}\u0000${leg.leg.bookKey}\u0000${leg.leg.market}\u0000${leg.leg.side}`}
            leg={leg}
            teaser={slip.teaser?.legs[index]}
            onRemove={() => dispatch(legRemoved(leg.leg))}
          />
        ))}
      </Legs>
      <SlipSummary slip={slip} method={method} demo={demo} />
    </Panel>
  );
}
