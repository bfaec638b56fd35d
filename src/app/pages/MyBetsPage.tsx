import { useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import type { BetFormGame } from '../../features/myBets/betFormRules';
import { ImportBets } from '../../features/myBets/ImportBets';
import { LogBetForm } from '../../features/myBets/LogBetForm';
import MyBetsScreen from '../../features/myBets/MyBetsScreen';
import { selectGameWeeksToAsk } from '../../features/myBets/myBetsSelectors';
import myBetsViewSlice from '../../features/myBets/myBetsViewSlice';
import { useGetOddsQuery } from '../../features/odds/oddsApi';
import { selectSelectedWeek } from '../../features/week/weekSlice';
import { useAppSelector } from '../hooks';

/** The My bets view's filters and sort: state of this screen only, joining the store with its code. */
export const slices = [myBetsViewSlice];

/** A week's odds, kept while the bets show: they name the games whose ids do not (the demo's). */
function GameWeekQuery({ week }: { week: number }) {
  useGetOddsQuery(week);
  return null;
}

/** The form for a bet placed elsewhere, with the chosen week's games from /teamOdds (the odds feature's query). */
function LogBetPanel({ onDone }: { onDone: () => void }) {
  const [week, setWeek] = useState(useAppSelector(selectSelectedWeek));
  const odds = useGetOddsQuery(week);
  const { data } = odds;
  const games = useMemo<BetFormGame[]>(
    () =>
      data
        ? data.ids.flatMap((id) => {
            const game = data.entities[id];
            return game
              ? [{ id: game.id, home: game.home_team, away: game.away_team, kickoff: game.commence_time }]
              : [];
          })
        : [],
    [data],
  );
  const status = odds.isError ? 'error' : odds.data ? 'ready' : 'loading';
  return <LogBetForm week={week} onWeekChange={setWeek} games={games} gamesStatus={status} onDone={onDone} />;
}

type Open = 'log' | 'import' | null;

/** "Log a bet" (the form) and "Import CSV", each in a dialog, in My bets' toolbar. */
function LoggingActions() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button type="button" onClick={() => setOpen('log')}>
        Log a bet
      </Button>
      <Button type="button" $variant="secondary" onClick={() => setOpen('import')}>
        Import CSV
      </Button>
      {open === 'log' && (
        <Modal title="Log a bet" onClose={close}>
          <LogBetPanel onDone={close} />
        </Modal>
      )}
      {open === 'import' && (
        <Modal title="Import bets" onClose={close}>
          <ImportBets onDone={close} />
        </Modal>
      )}
    </>
  );
}

/**
 * /my-bets: the user's bets, the ways to log one (the form, a CSV import), and the odds of the weeks that name their
 * games.
 */
export default function MyBetsPage() {
  const weeks = useAppSelector(selectGameWeeksToAsk);
  return (
    <>
      <MyBetsScreen actions={<LoggingActions />} />
      {weeks.map((week) => (
        <GameWeekQuery key={week} week={week} />
      ))}
    </>
  );
}
