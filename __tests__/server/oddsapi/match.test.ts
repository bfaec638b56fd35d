import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlayerPropRecord } from '../../../server/data/types';
import { readGames } from '../../../server/sources/nflverse/games';
import { readPlayerWeeks } from '../../../server/sources/nflverse/playerWeeks';
import {
  type KnownPlayer,
  kickoffDay,
  matchEvents,
  matchProps,
  playerNameKey,
} from '../../../server/sources/oddsapi/match';
import { parseOdds, parseScores } from '../../../server/sources/oddsapi/parse';
import { oddsEventFor, scoreEventFor, stubEventId } from '../../utils/oddsApiStub';

/* The provider's events matched to nflverse's 2024 games, and its players to nflverse's (CONTRACT §10). */

const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../../fixtures/nflverse', name), 'utf8');
const games = readGames(fixture('games_2024_weeks1-3.csv')).rows;
const week1 = games.filter((game) => game.week === 1);
const players: KnownPlayer[] = readPlayerWeeks(fixture('player_stats_2024_weeks1-3.csv')).rows.map((row) => ({
  player_id: row.player_id,
  name: row.name,
  team_name: row.team,
}));
const gameOf = (id: string) => {
  const game = games.find((g) => g.game_id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
};

describe('kickoffDay', () => {
  it.each([
    ['2024-09-08T17:00:00Z', '2024-09-08'],
    ['2024-09-10T00:15:00Z', '2024-09-09'],
    ['2024-09-10T03:59:59Z', '2024-09-09'],
    ['2024-09-10T04:00:00Z', '2024-09-10'],
    ['2024-12-01T04:59:00Z', '2024-11-30'],
  ])('%s kicks off on the Eastern day %s', (iso, day) => {
    expect(kickoffDay(iso)).toBe(day);
  });
});

describe('matchEvents', () => {
  it("matches a week of the provider's games to nflverse's, under their game ids", () => {
    const { events } = parseOdds(week1.map((game) => oddsEventFor(game)));
    const matched = matchEvents(events, games);
    expect(matched.unmatched).toEqual({});
    expect(matched.events.map((e) => e.id)).toEqual(week1.map((g) => g.game_id));
    expect(matched.providerIds.get('2024_01_NYJ_SF')).toBe(stubEventId(gameOf('2024_01_NYJ_SF')));
    expect(matched.events[0]?.bookmakers).toHaveLength(3);
  });

  it('matches a late kickoff the provider times otherwise on the same Eastern day (past midnight UTC)', () => {
    const monday = gameOf('2024_01_NYJ_SF');
    expect(monday.kickoff).toBe('2024-09-10T00:15:00Z');
    const { events } = parseOdds([oddsEventFor({ ...monday, kickoff: '2024-09-09T23:30:00Z' })]);
    expect(matchEvents(events, games).events.map((e) => e.id)).toEqual(['2024_01_NYJ_SF']);
  });

  it('leaves a game on another day, or with home and away swapped at a home ground, unmatched and counted', () => {
    const sunday = gameOf('2024_01_ARI_BUF');
    const { events } = parseOdds([
      oddsEventFor({ ...sunday, kickoff: '2024-09-09T17:00:00Z' }),
      oddsEventFor({ home_team: sunday.away_team, away_team: sunday.home_team, kickoff: sunday.kickoff }),
      oddsEventFor(sunday),
    ]);
    const matched = matchEvents(events, games);
    expect(matched.events.map((e) => e.id)).toEqual(['2024_01_ARI_BUF']);
    expect(matched.unmatched).toEqual({ no_game: 2 });
  });

  it('matches the neutral-site game in São Paulo whichever side the provider lists as home, turned to nflverse’s home', () => {
    const saoPaulo = gameOf('2024_01_GB_PHI');
    expect(saoPaulo.location).toBe('Neutral');
    const listedOtherwise = {
      home_team: 'Green Bay Packers',
      away_team: 'Philadelphia Eagles',
      kickoff: saoPaulo.kickoff,
    };
    const { events } = parseOdds([oddsEventFor(listedOtherwise, { homeSpread: 1.5 })]);
    const [event] = matchEvents(events, games).events;
    expect(event).toMatchObject({
      id: '2024_01_GB_PHI',
      home_team: 'Philadelphia Eagles',
      away_team: 'Green Bay Packers',
    });
    const fanduel = event?.bookmakers[0];
    expect(fanduel?.markets.find((m) => m.key === 'spreads')?.outcomes).toEqual([
      { name: 'Philadelphia Eagles', price: -110, point: -1.5 },
      { name: 'Green Bay Packers', price: -110, point: 1.5 },
    ]);
    expect(fanduel?.markets.find((m) => m.key === 'h2h')?.outcomes.map((o) => o.name)).toEqual([
      'Philadelphia Eagles',
      'Green Bay Packers',
    ]);
    expect(fanduel?.markets.find((m) => m.key === 'totals')?.outcomes.map((o) => o.name)).toEqual(['Over', 'Under']);

    const scores = parseScores([scoreEventFor(listedOtherwise, { home: 29, away: 34, completed: true })]).events;
    expect(matchEvents(scores, games).events[0]?.scores).toEqual([
      { name: 'Philadelphia Eagles', score: '34' },
      { name: 'Green Bay Packers', score: '29' },
    ]);
  });

  it('takes one event per game and counts a second', () => {
    const game = gameOf('2024_01_BAL_KC');
    const { events } = parseOdds([oddsEventFor(game, { id: 'first' }), oddsEventFor(game, { id: 'second' })]);
    const matched = matchEvents(events, games);
    expect(matched.providerIds).toEqual(new Map([['2024_01_BAL_KC', 'first']]));
    expect(matched.unmatched).toEqual({ game_taken: 1 });
  });
});

describe('playerNameKey', () => {
  it.each([
    ['Marvin Harrison Jr.', 'Marvin Harrison'],
    ['Kenneth Walker III', 'Kenneth Walker'],
    ['Michael Pittman Jr', 'michael pittman'],
    ['DJ Moore', 'D.J. Moore'],
    ["Ja'Marr Chase", 'JaMarr Chase'],
    ['Amon-Ra St. Brown', 'Amon Ra St Brown'],
    ['  José  Núñez ', 'Jose Nunez'],
  ])('%s is %s', (a, b) => {
    expect(playerNameKey(a)).toBe(playerNameKey(b));
  });

  it.each([
    ['Marvin Harrison', 'Marvin Jones'],
    ['Josh Allen', 'Josh Allen Jr Smith'],
  ])('%s is not %s', (a, b) => {
    expect(playerNameKey(a)).not.toBe(playerNameKey(b));
  });

  it('keeps a name that is only a suffix', () => {
    expect(playerNameKey('V')).toBe('v');
  });
});

describe('matchProps', () => {
  const prop = (player: string): PlayerPropRecord => ({
    player,
    props: { market: 'Receiving Yards', price: -115, selection: { name: 'Over', line: 55.5 }, player: {} },
  });
  const event = (id: string) => {
    const game = gameOf(id);
    return {
      id,
      sport_key: 'americanfootball_nfl' as const,
      sport_title: 'NFL' as const,
      commence_time: game.kickoff,
      home_team: game.home_team,
      away_team: game.away_team,
    };
  };

  it("gives each prop its nflverse player's id and team nickname, by name and team, suffixes and all", () => {
    const matched = matchProps([prop('Marvin Harrison Jr.'), prop('James Cook')], event('2024_01_ARI_BUF'), players);
    expect(matched.props.map((r) => [r.player, r.props.player])).toEqual([
      ['Marvin Harrison Jr.', { id: '00-0039849', team: { name: 'Cardinals' } }],
      ['James Cook', { id: players.find((p) => p.name === 'James Cook')?.player_id, team: { name: 'Bills' } }],
    ]);
    expect(matched.unmatched).toEqual({});
  });

  it('matches spellings that differ in punctuation and suffix', () => {
    const bears = matchProps([prop('DJ Moore')], event('2024_01_TEN_CHI'), players);
    const seattle = matchProps([prop('Kenneth Walker III')], event('2024_01_DEN_SEA'), players);
    expect(bears.props[0]?.props.player).toEqual({ id: '00-0034827', team: { name: 'Bears' } });
    expect(seattle.props[0]?.props.player).toEqual({ id: '00-0038134', team: { name: 'Seahawks' } });
  });

  it('keeps a prop whose player is not on either team, without an id, and counts it', () => {
    const matched = matchProps([prop('Marvin Harrison Jr.'), prop('Nobody Atall')], event('2024_01_TEN_CHI'), players);
    expect(matched.props.map((r) => [r.player, r.props.player])).toEqual([
      ['Marvin Harrison Jr.', {}],
      ['Nobody Atall', {}],
    ]);
    expect(matched.unmatched).toEqual({ unknown_player: 2 });
  });

  it('gives no id when two players of the game share the name, and counts it', () => {
    const twins: KnownPlayer[] = [
      { player_id: 'a', name: 'Mike Williams', team_name: 'Buffalo Bills' },
      { player_id: 'b', name: 'Mike Williams Jr.', team_name: 'Arizona Cardinals' },
      { player_id: 'c', name: 'Mike Williams', team_name: 'Chicago Bears' },
    ];
    const matched = matchProps([prop('Mike Williams')], event('2024_01_ARI_BUF'), twins);
    expect(matched.props[0]?.props.player).toEqual({});
    expect(matched.unmatched).toEqual({ ambiguous_player: 1 });
  });
});
