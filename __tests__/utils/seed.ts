import type { AppStore } from '../../src/app/store';
import { gamesAdapter, oddsApi } from '../../src/features/odds/oddsApi';
import type { Game } from '../../src/features/odds/types';
import { playerDataApi, playersAdapter } from '../../src/features/playerData/playerDataApi';
import type { PlayerStat, Season } from '../../src/domain/playerStats';
import { propsAdapter, propsApi } from '../../src/features/props/propsApi';
import type { PlayerProps } from '../../src/features/props/types';
import { rankingsAdapter, teamsApi } from '../../src/features/teams/teamsApi';
import type { RankingGroup, TeamRanking } from '../../src/features/teams/types';

/* Fill RTK Query's cache synchronously (no network), as a loaded screen would have it. */

/** A week's odds as asked for now (Date.now()), or at `answeredAt`. */
export function seedOdds(store: AppStore, week: number, games: Game[], answeredAt = Date.now()): void {
  const value = gamesAdapter.setAll(gamesAdapter.getInitialState({ answeredAt }), games);
  store.dispatch(oddsApi.util.upsertQueryEntries([{ endpointName: 'getOdds', arg: week, value }]));
}

export function seedRankings(store: AppStore, teams: TeamRanking[], groups?: RankingGroup[]): void {
  const value = {
    groups: groups ?? [{ name: 'NFC East', teams: teams.map((team) => team.team_name) }],
    teams: rankingsAdapter.setAll(rankingsAdapter.getInitialState(), teams),
  };
  store.dispatch(teamsApi.util.upsertQueryEntries([{ endpointName: 'getUnitRankings', arg: undefined, value }]));
}

export function seedSeasons(store: AppStore, seasons: Season[]): void {
  store.dispatch(
    playerDataApi.util.upsertQueryEntries([{ endpointName: 'getSeasons', arg: undefined, value: seasons }]),
  );
}

export function seedPlayers(store: AppStore, seasonId: string, rows: PlayerStat[]): void {
  const value = playersAdapter.setAll(playersAdapter.getInitialState(), rows);
  store.dispatch(playerDataApi.util.upsertQueryEntries([{ endpointName: 'getPlayerStats', arg: seasonId, value }]));
}

export function seedProps(store: AppStore, players: PlayerProps[]): void {
  const value = propsAdapter.setAll(propsAdapter.getInitialState(), players);
  store.dispatch(propsApi.util.upsertQueryEntries([{ endpointName: 'getPlayerProps', arg: undefined, value }]));
}
