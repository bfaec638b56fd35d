import MyBetsScreen from '../../features/myBets/MyBetsScreen';
import { selectGameWeeksToAsk } from '../../features/myBets/myBetsSelectors';
import myBetsViewSlice from '../../features/myBets/myBetsViewSlice';
import { useGetOddsQuery } from '../../features/odds/oddsApi';
import { useAppSelector } from '../hooks';

/** The My bets view's filters and sort: state of this screen only, joining the store with its code. */
export const slices = [myBetsViewSlice];

/** A week's odds, kept while the bets show: they name the games whose ids do not (the demo's). */
function GameWeekQuery({ week }: { week: number }) {
  useGetOddsQuery(week);
  return null;
}

/**
 * /my-bets: the user's bets, and the odds of the weeks that name their games. The toolbar's `actions` are where the
 * ways of logging a bet ("Log a bet", "Import CSV") are composed, before Export CSV.
 */
export default function MyBetsPage() {
  const weeks = useAppSelector(selectGameWeeksToAsk);
  return (
    <>
      <MyBetsScreen actions={null} />
      {weeks.map((week) => (
        <GameWeekQuery key={week} week={week} />
      ))}
    </>
  );
}
