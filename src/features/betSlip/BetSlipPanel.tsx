import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { ChoicePicker, type Choice } from '../../components/ChoicePicker';
import { DEVIG_METHOD_NAMES } from '../../domain/bettorMath/devigMethods';
import { TEASER_POINTS, type TeaserPoints } from '../../domain/bettorMath/teaserPoints';
import { selectLinesAreDemo } from '../odds/fairValueSelectors';
import { selectDevigMethod } from '../odds/matchupsSlice';
import { selectSlipFigures } from '../odds/slipSelectors';
import { legRemoved, slipCleared, slipKindChosen, type SlipLeg } from './betSlipSlice';
import { LogBetAction } from './LogBetAction';
import { SlipLegItem } from './SlipLegItem';
import { SlipStake } from './SlipStake';
import { SlipSummary } from './SlipSummary';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
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

interface BetSlipPanelProps {
  /** After a leg's remove button took it off (its button is gone: focus goes somewhere that stays). */
  onLegRemoved?: () => void;
}

/**
 * The bet slip's contents (issue #42; its dock, BetSlipDock, holds its heading): the outcomes added from the cards, up
 * to ten, as a parlay (offered against fair payout) or a teaser of 6, 6.5 or 7 points (each leg's teased number and
 * chances), and what a stake returns, and a way to log it as a bet (issue #61); nothing while it is empty.
 */
export function BetSlipPanel({ onLegRemoved }: BetSlipPanelProps) {
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
  const remove = (leg: SlipLeg, name: string) => {
    dispatch(legRemoved(leg, name));
    onLegRemoved?.();
  };
  return (
    <>
      <Controls>
        <ChoicePicker label="Bet" value={kind} choices={KIND_CHOICES} onChoose={choose} />
        <Button type="button" $variant="secondary" onClick={() => dispatch(slipCleared())}>
          Clear slip
        </Button>
      </Controls>
      <Legs>
        {slip.legs.map((leg, index) => (
          <SlipLegItem
            key={`${leg.leg.gameId}\u0000${leg.leg.bookKey}\u0000${leg.leg.market}\u0000${leg.leg.side}`}
            leg={leg}
            teaser={slip.teaser?.legs[index]}
            onRemove={(name) => remove(leg.leg, name)}
          />
        ))}
      </Legs>
      <SlipStake />
      <SlipSummary slip={slip} method={method} demo={demo} />
      <LogBetAction />
    </>
  );
}
