import {
  expandTeamName,
  findOpponent,
  propDisplayRows,
  propRow,
  searchProps,
} from '../../../../src/features/props/propRows';
import type { Game } from '../../../../src/features/odds/types';
import type { PlayerProps, PropLine } from '../../../../src/features/props/types';

const game = (overrides: Partial<Game>): Game => ({
  id: 'g',
  commence_time: '2025-09-07T17:00:00Z',
  home_team: 'Home Team',
  away_team: 'Away Team',
  bookmakers: [],
  ...overrides,
});

describe('expandTeamName', () => {
  it.each([
    ['Chiefs', 'Kansas City Chiefs'],
    ['chiefs', 'Kansas City Chiefs'],
    ['  BILLS ', 'Buffalo Bills'],
    ['49ers', 'San Francisco 49ers'],
    ['Jets', 'New York Jets'],
    ['Giants', 'New York Giants'],
    ['Kansas City Chiefs', 'Kansas City Chiefs'],
  ])('expands %j to %j', (nickname, full) => {
    expect(expandTeamName(nickname)).toBe(full);
  });

  it.each([[undefined], [''], ['  '], ['Monarchs'], ['Kansas City']])('gives undefined for %p', (nickname) => {
    expect(expandTeamName(nickname)).toBeUndefined();
  });
});

describe('findOpponent', () => {
  const byHomeAway = game({ home_team: 'Kansas City Chiefs', away_team: 'Buffalo Bills' });
  const byTeamPair = game({
    home_team: 'Stadium Name Only',
    away_team: 'Unlisted',
    team1: 'Detroit Lions',
    team2: 'Green Bay Packers',
  });

  it.each([
    ['the home team', 'Kansas City Chiefs', 'Buffalo Bills'],
    ['the away team', 'Buffalo Bills', 'Kansas City Chiefs'],
    ['team1', 'Detroit Lions', 'Green Bay Packers'],
    ['team2', 'Green Bay Packers', 'Detroit Lions'],
  ])('finds the other side when the team is %s', (_side, team, opponent) => {
    expect(findOpponent(team, [byHomeAway, byTeamPair])).toBe(opponent);
  });

  it('matches the team name ignoring case and surrounding spaces', () => {
    expect(findOpponent(' kansas city chiefs ', [byHomeAway])).toBe('Buffalo Bills');
  });

  it('takes the first game that holds the team', () => {
    const later = game({ home_team: 'Kansas City Chiefs', away_team: 'Denver Broncos' });
    expect(findOpponent('Kansas City Chiefs', [byHomeAway, later])).toBe('Buffalo Bills');
  });

  it('skips a pair with a side missing', () => {
    const half = game({ team1: 'Chicago Bears', home_team: 'Chicago Bears', away_team: 'Minnesota Vikings' });
    expect(findOpponent('Chicago Bears', [half])).toBe('Minnesota Vikings');
  });

  it.each<[string, string | undefined, Game[]]>([
    ['the team plays in no game', 'Seattle Seahawks', [byHomeAway, byTeamPair]],
    ['there are no games', 'Kansas City Chiefs', []],
    ['the team is unknown', undefined, [byHomeAway]],
    ['the team is blank', ' ', [game({ home_team: ' ', away_team: 'Buffalo Bills' })]],
  ])('is undefined when %s', (_label, team, games) => {
    expect(findOpponent(team, games)).toBeUndefined();
  });
});

describe('propDisplayRows', () => {
  const line = (overrides: Partial<PropLine>): PropLine => ({ market: 'Passing Yards', ...overrides });

  it('shows the market, the line, the signed price and the selection', () => {
    expect(propDisplayRows([line({ line: 249.5, price: -115, selectionName: 'Over' })])).toEqual([
      { market: 'Passing Yards', line: '249.5', price: '-115', selection: 'Over' },
    ]);
    expect(propDisplayRows([line({ line: 0.5, price: 120, selectionName: 'Yes' })])[0]?.price).toBe('+120');
  });

  it('gives a First Touchdown Scorer prop without a line the line 0.5', () => {
    expect(propDisplayRows([line({ market: 'First Touchdown Scorer', price: 650, selectionName: 'Yes' })])).toEqual([
      { market: 'First Touchdown Scorer', line: '0.5', price: '+650', selection: 'Yes' },
    ]);
  });

  it('keeps a First Touchdown Scorer line that was sent', () => {
    expect(propDisplayRows([line({ market: 'First Touchdown Scorer', line: 1.5 })])[0]?.line).toBe('1.5');
  });

  it('shows a line of 0 rather than hiding it', () => {
    expect(propDisplayRows([line({ line: 0 })])[0]?.line).toBe('0');
  });

  it.each([['Anytime Touchdown Scorer'], ['Passing Yards'], ['first touchdown scorer (alt)']])(
    'hides a %s prop without a line',
    (market) => {
      expect(propDisplayRows([line({ market, price: 100, selectionName: 'Yes' })])).toEqual([]);
    },
  );

  it('hides only the N/A lines and keeps the others in order', () => {
    const rows = propDisplayRows([
      line({ market: 'Rushing Yards', line: 60.5 }),
      line({ market: 'Receptions' }),
      line({ market: 'First Touchdown Scorer' }),
    ]);
    expect(rows.map((r) => r.market)).toEqual(['Rushing Yards', 'First Touchdown Scorer']);
  });

  it.each<[string, Partial<PropLine>, Partial<Record<'price' | 'selection', string>>]>([
    ['a missing price', { selectionName: 'Over' }, { price: 'N/A', selection: 'Over' }],
    ['a missing selection name', { price: -110 }, { price: '-110', selection: 'N/A' }],
    ['a blank selection name', { price: -110, selectionName: ' ' }, { selection: 'N/A' }],
  ])('shows N/A for %s', (_label, overrides, expected) => {
    expect(propDisplayRows([line({ line: 10.5, ...overrides })])[0]).toMatchObject(expected);
  });
});

describe('propRow', () => {
  const games = [game({ home_team: 'Kansas City Chiefs', away_team: 'Buffalo Bills' })];
  const player = (team?: string): PlayerProps => ({ player: 'Pat Example', team, lines: [] });

  it('shows the nickname as sent and the opponent full name', () => {
    expect(propRow(player('Chiefs'), games)).toEqual({
      id: 'Pat Example (chiefs)',
      player: 'Pat Example',
      team: 'Chiefs',
      opponent: 'Buffalo Bills',
    });
  });

  it.each([[undefined], [''], ['   ']])('shows Unknown Team and no opponent for the team %p', (team) => {
    expect(propRow(player(team), games)).toMatchObject({ team: 'Unknown Team', opponent: 'N/A' });
  });

  it('shows N/A when the team has no game this week', () => {
    expect(propRow(player('Seahawks'), games).opponent).toBe('N/A');
  });

  it('shows N/A for a nickname outside the 32 teams', () => {
    expect(propRow(player('Monarchs'), games)).toMatchObject({ team: 'Monarchs', opponent: 'N/A' });
  });
});

describe('searchProps', () => {
  const players: PlayerProps[] = ['Patrick Mahomes', 'Josh Allen', 'Allen Lazard'].map((player) => ({
    player,
    lines: [],
  }));
  const names = (search: string) => searchProps(players, search).map((p) => p.player);

  it.each([
    ['allen', ['Josh Allen', 'Allen Lazard']],
    ['ALLEN', ['Josh Allen', 'Allen Lazard']],
    ['k ma', ['Patrick Mahomes']],
    [' mahomes ', ['Patrick Mahomes']],
    ['brady', []],
  ])('matches %j to %j', (search, expected) => {
    expect(names(search)).toEqual(expected);
  });

  it.each([[''], ['   ']])('returns everyone for the blank search %j', (search) => {
    expect(names(search)).toEqual(['Patrick Mahomes', 'Josh Allen', 'Allen Lazard']);
  });
});
