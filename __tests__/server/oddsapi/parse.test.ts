import { parseOdds, parseScores } from '../../../server/sources/oddsapi/parse';
import { parseEventProps } from '../../../server/sources/oddsapi/parseProps';
import { oddsEventFor, oddsSample, scoreEventFor } from '../../utils/oddsApiStub';

/* The edge of the provider's answers: the good kept in the app's shapes, the bad left out and counted by reason. */

type Json = Record<string, unknown>;
const game = { home_team: 'Kansas City Chiefs', away_team: 'Baltimore Ravens', kickoff: '2024-09-06T00:20:00Z' };
const books = (event: Json) => event.bookmakers as Json[];
const markets = (event: Json, book = 0) => books(event)[book]?.markets as Json[];
const outcomes = (event: Json, market: number, book = 0) => markets(event, book)[market]?.outcomes as Json[];

describe('parseOdds', () => {
  it("reads the docs' sample into the app's shape: books in the app's order, home first", () => {
    const { events, dropped } = parseOdds(oddsSample('odds_nfl_docs.json'));
    expect(dropped).toEqual({});
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      id: 'bda33adca828c09dc3cac3a856aef176',
      sport_key: 'americanfootball_nfl',
      sport_title: 'NFL',
      commence_time: '2021-09-10T00:20:00Z',
      home_team: 'Tampa Bay Buccaneers',
      away_team: 'Dallas Cowboys',
    });
    expect(event?.bookmakers.map((b) => [b.key, b.title, b.last_update])).toEqual([
      ['fanduel', 'FanDuel', '2021-06-10T13:33:23Z'],
      ['draftkings', 'DraftKings', '2021-06-10T13:33:26Z'],
      ['betmgm', 'BetMGM', '2021-06-10T13:32:45Z'],
    ]);
    expect(event?.bookmakers[1]?.markets).toEqual([
      {
        key: 'h2h',
        outcomes: [
          { name: 'Tampa Bay Buccaneers', price: -305 },
          { name: 'Dallas Cowboys', price: 240 },
        ],
      },
      {
        key: 'spreads',
        outcomes: [
          { name: 'Tampa Bay Buccaneers', price: -112, point: -6.5 },
          { name: 'Dallas Cowboys', price: -109, point: 6.5 },
        ],
      },
    ]);
  });

  it('leaves out decimal prices: the 2024 recording (oddsFormat=decimal) keeps its games with no lines', () => {
    const { events, dropped } = parseOdds(oddsSample('odds_nfl_recorded_2024-10-02_fanduel_h2h_decimal.json'));
    expect(events.map((e) => [e.home_team, e.away_team, e.bookmakers.length])).toEqual([
      ['Atlanta Falcons', 'Tampa Bay Buccaneers', 0],
      ['Minnesota Vikings', 'New York Jets', 0],
      ['Cincinnati Bengals', 'Baltimore Ravens', 0],
    ]);
    expect(dropped).toEqual({ bad_price: 3, no_markets: 3 });
  });

  it('reads a generated game, totals as Over then Under, and takes a book time from its markets when it has none', () => {
    const raw = oddsEventFor(game, { homeSpread: -2.5, total: 46.5 });
    delete books(raw)[2]?.last_update;
    const [event] = parseOdds([raw]).events;
    expect(event?.bookmakers[0]?.markets[2]).toEqual({
      key: 'totals',
      outcomes: [
        { name: 'Over', price: -110, point: 46.5 },
        { name: 'Under', price: -110, point: 46.5 },
      ],
    });
    expect(event?.bookmakers[0]?.markets[1]?.outcomes.map((o) => [o.name, o.point])).toEqual([
      ['Kansas City Chiefs', -2.5],
      ['Baltimore Ravens', 2.5],
    ]);
    expect(event?.bookmakers[2]?.last_update).toBe('2024-09-01T12:00:00Z');
  });

  it('keeps only FanDuel, DraftKings and BetMGM, without counting the others as bad', () => {
    const { events, dropped } = parseOdds([oddsEventFor(game, { books: ['bovada', 'betmgm', 'williamhill_us'] })]);
    expect(events[0]?.bookmakers.map((b) => b.key)).toEqual(['betmgm']);
    expect(dropped).toEqual({});
  });

  const broken: Array<[string, (event: Json) => unknown, Record<string, number>]> = [
    ['an event that is not an object', () => 'event', { bad_event: 1 }],
    ['an event without an id', (e) => ({ ...e, id: '' }), { missing_id: 1 }],
    ['an event of another sport', (e) => ({ ...e, sport_key: 'basketball_nba' }), { other_sport: 1 }],
    ['a kickoff that is no time', (e) => ({ ...e, commence_time: 'Sunday' }), { bad_time: 1 }],
    ['a team that is none of the 32', (e) => ({ ...e, home_team: 'London Monarchs' }), { unknown_team: 1 }],
    ['a game of a team against itself', (e) => ({ ...e, away_team: e.home_team }), { unknown_team: 1 }],
    ['a second event with the same id', (e) => [e, e], { duplicate: 1 }],
    ['a price in decimal', (e) => void ((outcomes(e, 0)[0] as Json).price = 1.91), { bad_price: 1 }],
    ['a price with a fraction', (e) => void ((outcomes(e, 0)[0] as Json).price = -110.5), { bad_price: 1 }],
    ['a price between −100 and +100', (e) => void ((outcomes(e, 0)[0] as Json).price = 50), { bad_price: 1 }],
    ['a price as text', (e) => void ((outcomes(e, 0)[0] as Json).price = '-110'), { bad_price: 1 }],
    ['a spread whose sides do not mirror', (e) => void ((outcomes(e, 1)[0] as Json).point = 3.5), { bad_point: 1 }],
    ['totals at two numbers', (e) => void ((outcomes(e, 2)[0] as Json).point = 47.5), { bad_point: 1 }],
    [
      'a moneyline on a third team',
      (e) => void ((outcomes(e, 0)[0] as Json).name = 'Buffalo Bills'),
      { bad_outcomes: 1 },
    ],
    ['a three-way market', (e) => void outcomes(e, 0).push({ name: 'Draw', price: 5000 }), { bad_outcomes: 1 }],
    [
      'a market the app does not show',
      (e) => void markets(e).push({ key: 'h2h_lay', outcomes: [] }),
      { unknown_market: 1 },
    ],
    ['the same market twice', (e) => void markets(e).push(markets(e)[0] as Json), { duplicate: 1 }],
    ['a book with no markets', (e) => void (books(e)[0] = { ...books(e)[0], markets: [] }), { no_markets: 1 }],
    ['a book without its markets list', (e) => void delete books(e)[0]?.markets, { bad_book: 1 }],
    [
      'a book with no time',
      (e) =>
        void books(e).splice(0, 1, {
          ...books(e)[0],
          last_update: 'later',
          markets: markets(e).map((m) => ({ ...m, last_update: undefined })),
        }),
      { bad_time: 1 },
    ],
    ['the same book twice', (e) => void books(e).push(books(e)[1] as Json), { duplicate: 1 }],
  ];

  it.each(broken)('leaves out %s, counts it, and keeps the rest', (_, spoil, counts) => {
    const good = oddsEventFor({ ...game, home_team: 'Buffalo Bills', away_team: 'Miami Dolphins' });
    const bad = oddsEventFor(game);
    const spoiled = spoil(bad);
    const list = Array.isArray(spoiled) ? spoiled : [spoiled === undefined ? bad : spoiled];
    const { events, dropped } = parseOdds([good, ...list]);
    expect(dropped).toEqual(counts);
    expect(events[0]).toMatchObject({
      home_team: 'Buffalo Bills',
      bookmakers: [{ key: 'fanduel' }, { key: 'draftkings' }, { key: 'betmgm' }],
    });
    expect(events[0]?.bookmakers.every((b) => b.markets.length === 3)).toBe(true);
  });

  it('counts an answer that is not a list', () => {
    expect(parseOdds({ message: 'hello' })).toEqual({ events: [], dropped: { bad_answer: 1 } });
  });

  it('reads the names of renamed franchises as today’s teams', () => {
    const raw = oddsEventFor({ ...game, home_team: 'Washington Football Team', away_team: 'Oakland Raiders' });
    const [event] = parseOdds([raw]).events;
    expect([event?.home_team, event?.away_team]).toEqual(['Washington Commanders', 'Las Vegas Raiders']);
    expect(event?.bookmakers[0]?.markets[0]?.outcomes.map((o) => o.name)).toEqual([
      'Washington Commanders',
      'Las Vegas Raiders',
    ]);
  });
});

describe('parseScores', () => {
  it("leaves out the docs' sample, which is basketball's, as another sport", () => {
    expect(parseScores(oddsSample('scores_docs.json'))).toEqual({ events: [], dropped: { other_sport: 3 } });
  });

  it('reads upcoming, live and final games: scores as strings, home first, null before kickoff', () => {
    const later = { ...game, kickoff: '2024-09-08T17:00:00Z' };
    const raw = [
      scoreEventFor(game, { home: 27, away: 20, completed: true, lastUpdate: '2024-09-06T03:40:11Z' }),
      {
        ...scoreEventFor(
          { ...later, home_team: 'Buffalo Bills', away_team: 'Arizona Cardinals' },
          { home: 7, away: 10 },
        ),
        scores: [
          { name: 'Arizona Cardinals', score: '10' },
          { name: 'Buffalo Bills', score: '7' },
        ],
      },
      scoreEventFor({ ...later, home_team: 'Chicago Bears', away_team: 'Tennessee Titans' }),
    ];
    const { events, dropped } = parseScores(raw);
    expect(dropped).toEqual({});
    expect(events.map((e) => [e.home_team, e.completed, e.scores, e.last_update])).toEqual([
      [
        'Kansas City Chiefs',
        true,
        [
          { name: 'Kansas City Chiefs', score: '27' },
          { name: 'Baltimore Ravens', score: '20' },
        ],
        '2024-09-06T03:40:11Z',
      ],
      [
        'Buffalo Bills',
        false,
        [
          { name: 'Buffalo Bills', score: '7' },
          { name: 'Arizona Cardinals', score: '10' },
        ],
        null,
      ],
      ['Chicago Bears', false, null, null],
    ]);
  });

  it.each<[string, (e: Json) => Json, Record<string, number>]>([
    [
      'a number for a score',
      (e) => ({
        ...e,
        scores: [
          { name: game.home_team, score: 27 },
          { name: game.away_team, score: '20' },
        ],
      }),
      { bad_score: 1 },
    ],
    [
      'a score that is not a count',
      (e) => ({
        ...e,
        scores: [
          { name: game.home_team, score: '-3' },
          { name: game.away_team, score: '20' },
        ],
      }),
      { bad_score: 1 },
    ],
    [
      'one team scored twice',
      (e) => ({
        ...e,
        scores: [
          { name: game.home_team, score: '3' },
          { name: game.home_team, score: '20' },
        ],
      }),
      { bad_score: 1 },
    ],
    ['a final game without scores', (e) => ({ ...e, scores: null }), { bad_score: 1 }],
    ['no word on whether it is over', (e) => ({ ...e, completed: 'yes' }), { bad_score: 1 }],
    ['an update that is no time', (e) => ({ ...e, last_update: 'just now' }), { bad_time: 1 }],
  ])('leaves out %s and counts it', (_, spoil, counts) => {
    const good = scoreEventFor({ ...game, home_team: 'Buffalo Bills', away_team: 'Miami Dolphins' });
    const { events, dropped } = parseScores([
      good,
      spoil(scoreEventFor(game, { home: 27, away: 20, completed: true })),
    ]);
    expect(dropped).toEqual(counts);
    expect(events.map((e) => e.home_team)).toEqual(['Buffalo Bills']);
  });
});

describe('parseEventProps', () => {
  const propsEvent = (bookmakers: unknown[]) => ({
    id: 'e1',
    sport_key: 'americanfootball_nfl',
    commence_time: game.kickoff,
    home_team: game.home_team,
    away_team: game.away_team,
    bookmakers,
  });
  const market = (key: string, outcomes: unknown[]) => ({ key, last_update: '2024-09-05T20:00:00Z', outcomes });
  const ou = (player: string, point: number, over = -115, under = -105) => [
    { name: 'Over', description: player, price: over, point },
    { name: 'Under', description: player, price: under, point },
  ];

  it("reads the docs' sample: its event, and its one market (passing TDs) as none the app shows", () => {
    const { event, props, dropped } = parseEventProps(oddsSample('event_odds_player_props_docs.json'));
    expect(event).toMatchObject({
      id: 'a512a48a58c4329048174217b2cc7ce0',
      home_team: 'Atlanta Falcons',
      away_team: 'Arizona Cardinals',
    });
    expect(props).toEqual([]);
    expect(dropped).toEqual({ unknown_market: 2 });
  });

  it('maps the six markets to the app’s props records, each player’s market from the first book that quotes it', () => {
    const { props, dropped } = parseEventProps(
      propsEvent([
        {
          key: 'draftkings',
          title: 'DraftKings',
          markets: [
            market('player_pass_yds', [...ou('Patrick Mahomes', 250.5), ...ou('Lamar Jackson', 220.5, -120, 100)]),
          ],
        },
        {
          key: 'fanduel',
          title: 'FanDuel',
          markets: [
            market('player_pass_yds', ou('Patrick Mahomes', 255.5)),
            market('player_rush_yds', ou('Isiah Pacheco', 62.5)),
            market('player_reception_yds', ou('Travis Kelce', 58.5)),
            market('player_receptions', ou('Zay Flowers', 4.5)),
            market('player_anytime_td', [
              { name: 'Yes', description: 'Derrick Henry', price: -150 },
              { name: 'No', description: 'Derrick Henry', price: 120 },
            ]),
            market('player_1st_td', [{ name: 'Yes', description: 'Derrick Henry', price: 600 }]),
          ],
        },
      ]),
    );
    expect(dropped).toEqual({});
    const rows = props.map((r) => [
      r.player,
      r.props.market,
      r.props.selection.name,
      r.props.selection.line,
      r.props.price,
    ]);
    expect(rows).toEqual([
      ['Patrick Mahomes', 'Passing Yards', 'Over', 255.5, -115],
      ['Patrick Mahomes', 'Passing Yards', 'Under', 255.5, -105],
      ['Isiah Pacheco', 'Rushing Yards', 'Over', 62.5, -115],
      ['Isiah Pacheco', 'Rushing Yards', 'Under', 62.5, -105],
      ['Travis Kelce', 'Receiving Yards', 'Over', 58.5, -115],
      ['Travis Kelce', 'Receiving Yards', 'Under', 58.5, -105],
      ['Zay Flowers', 'Receptions', 'Over', 4.5, -115],
      ['Zay Flowers', 'Receptions', 'Under', 4.5, -105],
      ['Derrick Henry', 'Anytime Touchdown Scorer', 'Yes', undefined, -150],
      ['Derrick Henry', 'First Touchdown Scorer', 'Yes', undefined, 600],
      ['Lamar Jackson', 'Passing Yards', 'Over', 220.5, -120],
      ['Lamar Jackson', 'Passing Yards', 'Under', 220.5, 100],
    ]);
    expect(props.every((r) => Object.keys(r.props.player).length === 0)).toBe(true);
  });

  it.each<[string, unknown[], Record<string, number>]>([
    ['a price in decimal', [{ name: 'Over', description: 'Travis Kelce', price: 1.9, point: 58.5 }], { bad_price: 1 }],
    ['an outcome for nobody', [{ name: 'Over', price: -110, point: 58.5 }], { missing_player: 1 }],
    [
      'a line that is no number',
      [{ name: 'Over', description: 'Travis Kelce', price: -110, point: 'high' }],
      { bad_point: 1 },
    ],
    [
      'a selection that is neither Over nor Under',
      [{ name: 'Maybe', description: 'Travis Kelce', price: -110, point: 58.5 }],
      { bad_outcomes: 1 },
    ],
    [
      'Over and Under at two lines',
      [
        { name: 'Over', description: 'Travis Kelce', price: -110, point: 58.5 },
        { name: 'Under', description: 'Travis Kelce', price: -110, point: 59.5 },
      ],
      { bad_point: 1 },
    ],
    [
      'the same selection twice',
      [...ou('Travis Kelce', 58.5), { name: 'Over', description: 'Travis Kelce', price: 200, point: 80.5 }],
      { duplicate: 1 },
    ],
  ])('leaves out %s, counts it, and keeps the other players', (_, spoiled, counts) => {
    const { props, dropped } = parseEventProps(
      propsEvent([
        { key: 'fanduel', markets: [market('player_reception_yds', [...ou('Rashee Rice', 50.5), ...spoiled])] },
      ]),
    );
    expect(dropped).toEqual(counts);
    expect(props.filter((r) => r.player === 'Rashee Rice')).toHaveLength(2);
    expect(
      props
        .filter((r) => r.player === 'Travis Kelce')
        .every((r) => r.props.selection.line === 58.5 && r.props.price !== 200),
    ).toBe(true);
  });

  it('answers no props, and says why, for an answer about no known game', () => {
    expect(parseEventProps([])).toEqual({ props: [], dropped: { bad_event: 1 } });
    expect(parseEventProps({ ...propsEvent([]), home_team: 'Nowhere' })).toEqual({
      props: [],
      dropped: { unknown_team: 1 },
    });
  });
});
