import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CheckboxLabel } from '../../components/CheckboxLabel';
import { cardDetailChosen, selectCardDetail, selectMatchupView } from './matchupsSlice';

/**
 * The /nfl toolbar's "Detailed cards": every research figure on each card (off: the compact card, the rest on the
 * game's page). Disabled in the best bets view, which has no cards, so the toolbar keeps its shape.
 */
export function CardDetailToggle() {
  const dispatch = useAppDispatch();
  const detailed = useAppSelector(selectCardDetail) === 'detailed';
  const bets = useAppSelector(selectMatchupView) === 'bets';
  return (
    <CheckboxLabel>
      <input
        type="checkbox"
        checked={detailed}
        disabled={bets}
        onChange={(event) => dispatch(cardDetailChosen(event.target.checked ? 'detailed' : 'compact'))}
      />
      Detailed cards
    </CheckboxLabel>
  );
}
