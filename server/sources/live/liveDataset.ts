import type { Dataset, LiveResource } from '../../data/dataset';
import type { OddsHistory, ResourceSource, ScoreEvent, SourcesAnswer } from '../../data/researchTypes';
import type { EventHeader, OddsEvent, PlayerPropRecord } from '../../data/types';
import type { NflverseDataset } from '../nflverse/dataset';
import { weekOpenings, weekScoresOf, weekVersion } from '../nflverse/lines';
import { finalCount, type RealGame } from '../nflverse/seasons';
import type { OddsApiClient } from '../oddsapi/client';
import { matchEvents, matchProps, type UnmatchedCounts } from '../oddsapi/match';
import type { ParsedProps } from '../oddsapi/parseProps';
import type { OddsRecord } from '../record/oddsRecord';
import type { UpstreamState } from '../upstream';
import { providerSeasonAt } from './providerSeason';

/*
 * The played seasons of nflverse with The Odds API's live lines, scores and props over them
 * (CONTRACT §10): the games to come get the provider's three books; a game that has kicked off keeps
 * its closing line, the last snapshot Gridline recorded before kickoff, or nflverse's closing
 * consensus where none was recorded. Every answer is recorded per game and book when it changed, and
 * the openings and the line history are read from that record. Ids stay nflverse's game_id.
 */

export interface LiveSources {
  /** The Odds API (ODDS_API_KEY); absent, the lines to come need a key and the props a live source. */
  odds?: OddsApiClient;
  /** Where the odds seen are recorded; with `odds` only. */
  record?: OddsRecord;
}

export interface LiveDataset extends Dataset {
  refresh(resource: LiveResource, week: number, now: number): Promise<void>;
}

const iso = (ms: number | undefined): string | null => (ms === undefined ? null : new Date(ms).toISOString());

/** A provider resource's /sources entry: ok, stale (serving an older answer) or failing (none to serve). */
function upstreamSource(state: UpstreamState<unknown>, asked: boolean): ResourceSource {
  if (!asked)
    return { source: 'the-odds-api', as_of: null, status: 'ok', detail: 'Not asked yet: asked when a screen needs it' };
  return {
    source: 'the-odds-api',
    as_of: iso(state.fetchedAt),
    status: state.status,
    ...(state.detail ? { detail: state.detail } : {}),
  };
}

const addCounts = (into: Record<string, number>, counts: UnmatchedCounts | Record<string, number | undefined>) => {
  for (const [reason, count] of Object.entries(counts)) if (count) into[reason] = (into[reason] ?? 0) + count;
};

/**
 * The files' seasons with the live sources over them. `startedAt` is the server's clock at start: when the calendar's
 * season in progress then is later than the files' newest, the current season is the calendar's, its games the
 * provider's events placed in its weeks (providerSeason.ts).
 */
export function withLiveSources(base: NflverseDataset, live: LiveSources, startedAt = Date.now()): LiveDataset {
  const { odds: client, record } = live;
  const provider = client ? providerSeasonAt(startedAt, base.current?.season) : undefined;
  if (provider && record) {
    // The earlier weeks' games the record kept: their lines and closes survive a restart, and so do the games.
    provider.add(record.gameIds().flatMap((id) => record.latest(id) ?? []));
  }
  const weeks = (): ReadonlyArray<readonly RealGame[]> => provider?.season.weeks ?? base.current?.weeks ?? [];
  let gameById = new Map(weeks().flatMap((games) => games.map((game) => [game.game_id, game] as const)));
  const games = () => [...gameById.values()];
  /** Events the provider lists that the season's games do not hold yet become games of the provider's season. */
  const schedule = (events: readonly EventHeader[]) => {
    if (provider?.add(events))
      gameById = new Map(weeks().flatMap((list) => list.map((game) => [game.game_id, game] as const)));
  };
  const weekOf = (week: number): readonly RealGame[] => weeks()[week - 1] ?? [];
  const rankings = provider ? base.rankingsOf(provider.season) : base;

  /** The last good odds answer, matched: game_id → the event under that id. */
  let lines = new Map<string, OddsEvent>();
  let providerIds = new Map<string, string>();
  let linesAt: number | undefined;
  let recorded = 0;
  let scores = new Map<string, ScoreEvent>();
  let scoresAt: number | undefined;
  /** The last props answer asked for (any event's): what /sources says of props. */
  let propsState: UpstreamState<ParsedProps> | undefined;
  const asked = new Set<LiveResource>();
  const unmatchedOdds: Record<string, number> = {};
  const unmatchedProps = new Map<string, UnmatchedCounts>();

  const players = () => (base.current ? (base.playerStats(base.current.id) ?? []) : []);

  async function refreshOdds(now: number): Promise<void> {
    if (!client) return;
    asked.add('odds');
    const state = await client.odds.get();
    if (!state.value || state.fetchedAt === linesAt) return;
    schedule(state.value.events);
    const matched = matchEvents(state.value.events, games());
    lines = new Map(matched.events.map((event) => [event.id, event]));
    providerIds = matched.providerIds;
    linesAt = state.fetchedAt;
    for (const key of Object.keys(unmatchedOdds)) delete unmatchedOdds[key];
    addCounts(unmatchedOdds, matched.unmatched);
    // Only games still to come are recorded: a line seen after kickoff is in play, never a closing line.
    const toCome = matched.events.filter((event) => (gameById.get(event.id)?.kickoffMs ?? 0) > now);
    recorded += record?.record(toCome, now) ?? 0;
  }

  async function refreshScores(): Promise<void> {
    if (!client) return;
    asked.add('scores');
    const state = await client.scores.get();
    if (!state.value || state.fetchedAt === scoresAt) return;
    schedule(state.value.events);
    provider?.score(state.value.events);
    const matched = matchEvents(state.value.events, games());
    scores = new Map(matched.events.map((event) => [event.id, event]));
    scoresAt = state.fetchedAt;
  }

  const propsOf = (gameId: string): UpstreamState<ParsedProps> | undefined => {
    const providerId = providerIds.get(gameId);
    return providerId && client ? client.props(providerId).peek() : undefined;
  };
  /** The week's games not kicked off at `now` that the provider lists. */
  const gamesToCome = (week: number, now: number) =>
    weekOf(week).filter((game) => game.kickoffMs > now && providerIds.has(game.game_id));
  /** When props were last asked for: the props answer is of the games to come then. */
  let propsNow = Number.NEGATIVE_INFINITY;

  async function refreshProps(week: number, now: number): Promise<void> {
    if (!client) return;
    asked.add('props');
    await refreshOdds(now);
    propsNow = now;
    const states = await Promise.all(
      gamesToCome(week, now).map((game) => client.props(providerIds.get(game.game_id) ?? '').get()),
    );
    propsState = states.find((state) => state.status !== 'ok') ?? states[0] ?? propsState;
  }

  /** A played game's closing line: the last snapshot recorded before kickoff, else nflverse's consensus. */
  const closingOf = (event: OddsEvent, game: RealGame): OddsEvent => {
    const closing = record?.history(game.game_id, game.kickoffMs)?.snapshots.at(-1);
    return closing && closing.bookmakers.length > 0 ? { ...event, bookmakers: closing.bookmakers } : event;
  };

  // The provider's season has no consensus of its own: a game's lines are the books'.
  const baseOdds = (week: number, now: number) => (provider ? weekOpenings(weekOf(week)) : base.oddsForWeek(week, now));
  const baseScores = (week: number, now: number) =>
    provider ? weekScoresOf(weekOf(week), now) : base.scoresForWeek(week, now);

  const oddsForWeek = (week: number, now = Number.POSITIVE_INFINITY): OddsEvent[] =>
    baseOdds(week, now).map((event) => {
      const game = gameById.get(event.id);
      if (!game) return event;
      if (game.kickoffMs <= now) return closingOf(event, game);
      // Nothing is cached forever: the upstream drops an answer older than a day, and then so do the cards.
      const shown = client?.odds.peek().value ? lines.get(event.id) : undefined;
      return shown ? { ...event, bookmakers: shown.bookmakers } : event;
    });

  const scoresForWeek = (week: number, now = Number.POSITIVE_INFINITY): ScoreEvent[] =>
    baseScores(week, now).map((event) => {
      const game = gameById.get(event.id);
      const reported = scores.get(event.id);
      // The provider's word on a game in play or just played; the clock rule of §8 for what it has not reported.
      if (!game || !reported?.scores || game.kickoffMs > now || event.completed) return event;
      return { ...event, completed: reported.completed, scores: reported.scores, last_update: reported.last_update };
    });

  const propsForWeek = (week: number): PlayerPropRecord[] => {
    if (!client) return [];
    const known = players();
    return gamesToCome(week, propsNow).flatMap((game) => {
      const parsed = propsOf(game.game_id)?.value;
      if (!parsed) return [];
      const event = {
        ...(lines.get(game.game_id) ?? parsed.event),
        id: game.game_id,
        home_team: game.home_team,
        away_team: game.away_team,
      };
      if (!event.commence_time) return [];
      const matched = matchProps(
        parsed.props,
        { ...event, sport_key: 'americanfootball_nfl', sport_title: 'NFL', commence_time: event.commence_time },
        known,
      );
      unmatchedProps.set(game.game_id, matched.unmatched);
      return matched.props;
    });
  };

  const sources = (): SourcesAnswer => {
    const answer = base.sources();
    if (!client) return answer;
    const oddsState = client.odds.peek();
    const skipped = { ...(answer.skipped_rows ?? {}) };
    const dropped: Record<string, number> = {};
    addCounts(dropped, oddsState.value?.dropped ?? {});
    addCounts(dropped, unmatchedOdds);
    for (const counts of unmatchedProps.values()) addCounts(dropped, counts);
    if (Object.keys(dropped).length > 0) skipped['the-odds-api'] = dropped;
    const quota = client.quota().remaining;
    return {
      ...answer,
      resources: {
        ...answer.resources,
        odds: upstreamSource(oddsState, asked.has('odds')),
        scores: upstreamSource(client.scores.peek(), asked.has('scores')),
        props: upstreamSource(propsState ?? client.odds.peek(), asked.has('props')),
      },
      ...(Object.keys(skipped).length > 0 ? { skipped_rows: skipped } : {}),
      ...(quota === undefined ? {} : { quota_remaining: quota }),
    };
  };

  /** The provider's season's week version: its games come with the provider's answers. */
  const providerVersion = (week: number, now: number) => `${weekOf(week).length}:${weekVersion(weekOf(week), now)}`;

  const historyOf = (eventId: string, now = Number.POSITIVE_INFINITY): OddsHistory | undefined =>
    record?.history(eventId, now) ?? base.oddsHistory(eventId, now);

  return {
    ...base,
    ...(provider
      ? {
          current: {
            season: provider.season.season,
            opener: provider.opener,
            id: provider.season.id,
            weeks: provider.season.weeks,
          },
          opener: provider.opener,
        }
      : {}),
    unitRankings: rankings.unitRankings,
    powerRankings: rankings.powerRankings,
    refresh: async (resource, week, now) => {
      if (resource === 'odds') await refreshOdds(now);
      else if (resource === 'scores') await refreshScores();
      // The files' season ranks by its own finals; the provider's season by the finals the provider reports.
      else if (resource === 'rankings') {
        if (provider) await refreshScores();
      } else await refreshProps(week, now);
    },
    oddsForWeek,
    openingOddsForWeek: (week) =>
      (provider ? weekOpenings(weekOf(week)) : base.openingOddsForWeek(week)).map((event) => {
        const first = record?.opening(event.id);
        return first ? { ...event, bookmakers: first.bookmakers } : event;
      }),
    oddsHistory: historyOf,
    scoresForWeek,
    propsForWeek,
    sources,
    versions: {
      ...base.versions,
      rankings: (now) => (provider ? finalCount(provider.season, now) : base.versions.rankings(now)),
      odds: (week, now) =>
        `${provider ? providerVersion(week, now) : base.versions.odds(week, now)}:${linesAt ?? 0}:${recorded}:${client?.odds.peek().value ? 1 : 0}`,
      scores: (week, now) =>
        `${provider ? providerVersion(week, now) : base.versions.scores(week, now)}:${scoresAt ?? 0}`,
      history: (eventId, now) => {
        const snapshots = record?.history(eventId, now)?.snapshots.length;
        return snapshots === undefined ? base.versions.history(eventId, now) : snapshots - 1;
      },
      props: (week) =>
        gamesToCome(week, propsNow)
          .map((game) => `${game.game_id}@${propsOf(game.game_id)?.fetchedAt ?? 0}`)
          .join(','),
    },
  };
}
