import { API, HttpResponse, http } from '../../../utils/msw';
import { defenseFigure, gameLogRow, researchHandler } from '../../../utils/research';
import { propRecord } from './fixtures';

/* Props with player ids, their game logs and the defence table, for the hit rates and matchups (issue #21). */

export const SEASONS = [
  { id: 's2025', label: '2025' },
  { id: 's2024', label: '2024' },
];

export const ID_PROPS = [
  propRecord('Quinn Arm', 'Passing Yards', { price: -110, selection: 'Over', line: 250.5, team: 'Chiefs', id: 'qb1' }),
  propRecord('Quinn Arm', 'Passing Yards', { price: -110, selection: 'Under', line: 250.5, team: 'Chiefs', id: 'qb1' }),
  propRecord('Quinn Arm', 'Anytime Touchdown Scorer', {
    price: 400,
    selection: 'Yes',
    line: 0.5,
    team: 'Chiefs',
    id: 'qb1',
  }),
  propRecord('Wade Hands', 'Receiving Yards', { price: -115, selection: 'Over', line: 61.5, team: 'Bills', id: 'wr1' }),
  propRecord('Wade Hands', 'Receptions', { price: 105, selection: 'Over', line: 5.5, team: 'Bills', id: 'wr1' }),
  propRecord('Wade Hands', 'First Touchdown Scorer', { price: 900, selection: 'Yes', team: 'Bills', id: 'wr1' }),
  propRecord('Rookie Bench', 'Rushing Yards', {
    price: -110,
    selection: 'Over',
    line: 40.5,
    team: 'Chiefs',
    id: 'rb9',
  }),
];

/** Week 2: the Chiefs host the Bills. */
export const idPropsOdds = () =>
  http.get(`${API}/teamOdds`, () =>
    HttpResponse.json([
      {
        id: 'w2',
        commence_time: '2025-09-14T17:00:00Z',
        home_team: 'Kansas City Chiefs',
        away_team: 'Buffalo Bills',
        bookmakers: [],
      },
    ]),
  );

/** Sunday of the week (gameLogRow's own date runs out in week 4). */
const kickoff = (week: number) => new Date(Date.UTC(2025, 8, 7 + 7 * (week - 1), 17)).toISOString();
const quinn = (week: number, pass_yards: number, rush_touchdowns: number) =>
  gameLogRow(
    'qb1',
    week,
    { pass_yards, rush_touchdowns },
    {
      name: 'Quinn Arm',
      position: 'QB',
      team_name: 'Kansas City Chiefs',
      opponent: 'Denver Broncos',
      commence_time: kickoff(week),
    },
  );
const wade = (week: number, rec_yards: number, rec_receptions: number, rec_touchdowns: number) =>
  gameLogRow('wr1', week, { rec_yards, rec_receptions, rec_touchdowns }, { name: 'Wade Hands', position: 'WR' });

/**
 * Quinn: 300, 240, 251, 250, 260 passing yards, a rushing TD in week 2. Wade: 77, 34, 100 yards; 5, 2, 9 catches; a TD
 * in week 3.
 */
export const LOGS = [
  quinn(1, 300, 0),
  wade(1, 77, 5, 0),
  quinn(2, 240, 1),
  wade(2, 34, 2, 0),
  quinn(3, 251, 0),
  wade(3, 100, 9, 1),
  quinn(4, 250, 0),
  quinn(5, 260, 0),
];

export const DEFENSE = {
  through_week: 5,
  teams: {
    'Buffalo Bills': { QB: { ...defenseFigure(30, 22.4), games: 4 }, WR: defenseFigure(12) },
    'Kansas City Chiefs': { WR: defenseFigure(5, 24.1), RB: defenseFigure(20) },
  },
};

/** Handlers for the research this screen asks for, counting each one's requests. */
export function researchHandlers({ logsStatus }: { logsStatus?: number } = {}) {
  const seasons = researchHandler('/seasons', () => SEASONS);
  const logs = researchHandler(
    '/playerGameLogs',
    () => (logsStatus ? { error: 'down' } : LOGS),
    logsStatus ? { status: logsStatus } : undefined,
  );
  const defense = researchHandler('/teamData/defense-vs-position', () => DEFENSE);
  return {
    handlers: [seasons.handler, logs.handler, defense.handler],
    seasons: seasons.requests,
    logs: logs.requests,
    defense: defense.requests,
  };
}
