import { API, HttpResponse, http } from '../../../utils/msw';

/**
 * One `/playerProps` record (CONTRACT §4): player, market and selection, team as a nickname; the player's id (§8) when
 * given.
 */
export function propRecord(
  player: string,
  market: string,
  {
    price,
    selection,
    line,
    team,
    id,
  }: { price?: number; selection?: string; line?: number; team?: string; id?: string } = {},
) {
  return {
    player,
    props: {
      market,
      ...(price === undefined ? {} : { price }),
      selection: { ...(selection === undefined ? {} : { name: selection }), ...(line === undefined ? {} : { line }) },
      player: { ...(id === undefined ? {} : { id }), ...(team === undefined ? {} : { team: { name: team } }) },
    },
  };
}

export const PROPS_ANSWER = [
  propRecord('Jalen Test', 'Passing Yards', { price: -110, selection: 'Over', line: 245.5, team: 'Eagles' }),
  propRecord('Jalen Test', 'Passing Yards', { price: -110, selection: 'Under', line: 245.5, team: 'Eagles' }),
  propRecord('Jalen Test', 'Rushing Yards', { price: 120, selection: 'Over', team: 'Eagles' }),
  propRecord('Dak Sample', 'First Touchdown Scorer', { team: 'Cowboys' }),
  propRecord('Dak Sample', 'Anytime Touchdown Scorer', { price: 150, selection: 'Yes', line: 0.5, team: 'Cowboys' }),
  propRecord('Nobody Known', 'Receptions', { price: -105, selection: 'Over', line: 3.5 }),
];

/** A week's odds: the Eagles host the Cowboys in week 2, the Giants host the Eagles in week 3. */
export const ODDS_BY_WEEK: Record<string, unknown[]> = {
  '2': [
    {
      id: 'w2',
      commence_time: '2025-09-14T17:00:00Z',
      home_team: 'Philadelphia Eagles',
      away_team: 'Dallas Cowboys',
      bookmakers: [],
    },
  ],
  '3': [
    {
      id: 'w3',
      commence_time: '2025-09-21T17:00:00Z',
      home_team: 'New York Giants',
      away_team: 'Philadelphia Eagles',
      bookmakers: [],
    },
  ],
};

/** `/teamOdds?week=N` from ODDS_BY_WEEK (an empty week for the others), counting requests per week. */
export function oddsHandler() {
  const weeks: string[] = [];
  const handler = http.get(`${API}/teamOdds`, ({ request }) => {
    const week = new URL(request.url).searchParams.get('week') ?? '';
    weeks.push(week);
    return HttpResponse.json(ODDS_BY_WEEK[week] ?? []);
  });
  return { handler, weeks: () => weeks };
}
