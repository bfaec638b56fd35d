import { closeSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { OddsHistory } from '../../data/researchTypes';
import type { OddsEvent } from '../../data/types';
import { historyOf, latestEvent, openingEvent } from './answers';
import { seasonFileName, seasonOfFileName } from './files';
import { type Change, changesOf } from './changes';
import { applyEntry, compactedEntries, entryJson, openAndClose, type RecordedGame, toEntry } from './games';
import { appendLines, encodeLine, readLineFile, rewriteAtomically, rewriteTemp } from './lineFile';

export interface OddsRecordOptions {
  /** Compact every season older than the newest to its open and close lines (default true). */
  compact?: boolean;
}

/** What one season's file held when the record was opened. */
export interface RecordFileReport {
  season: number;
  file: string;
  read: number;
  /** Corrupt lines with good ones after them: skipped, the rest kept. */
  skipped: number;
  /** A torn or corrupt tail, cut off so later appends start clean. */
  tornLines: number;
  tornBytes: number;
}

/** For the server's log: what opening read and discarded, and which seasons were compacted. */
export interface OddsRecordReport {
  /** Good records (headers and snapshots) over every season's file. */
  read: number;
  /** Lines left out: corrupt ones skipped plus torn or corrupt tails cut off. */
  discarded: number;
  files: RecordFileReport[];
  /** Seasons compacted to open and close, at open or since (when a newer season began). */
  compacted: number[];
}

/**
 * Gridline's own record of the odds it saw (CONTRACT §10): in its folder one append-only file per
 * season, `odds-<season>.jsonl`, one checksummed record a line (lineFile.ts), each answer's new lines
 * appended and fsynced at once. Answers come from memory, rebuilt from the files at open.
 */
export interface OddsRecord {
  readonly report: OddsRecordReport;
  /** Records an upstream answer seen at `at` (ms); returns the snapshots written (a book's line that changed). */
  record(events: readonly OddsEvent[], at: number): number;
  /** The game with each book's first recorded line ("first seen"), or undefined for a game never recorded. */
  opening(gameId: string): OddsEvent | undefined;
  /** The game with each book's last recorded line. */
  latest(gameId: string): OddsEvent | undefined;
  /** The recorded snapshots, oldest first, none later than `now` or kickoff. */
  history(gameId: string, now?: number): OddsHistory | undefined;
  gameIds(): string[];
  close(): void;
}

interface SeasonFile {
  file: string;
  /** Entries in the file, and corrupt lines skipped in it (a compaction drops them). */
  entries: number;
  skipped: number;
  fd?: number;
}

/**
 * Opens (creating) the record in `dir`: reads every season's file, discarding a torn tail and
 * skipping corrupt lines, then compacts the seasons older than the newest. Synchronous: it runs at
 * start, and each later answer is a few kilobytes.
 */
export function openOddsRecord(dir: string, options: OddsRecordOptions = {}): OddsRecord {
  mkdirSync(dir, { recursive: true });
  const games = new Map<string, RecordedGame>();
  const seasons = new Map<number, SeasonFile>();
  const report: OddsRecordReport = { read: 0, discarded: 0, files: [], compacted: [] };
  let closed = false;

  for (const name of readdirSync(dir).sort()) {
    const season = seasonOfFileName(name);
    if (season === undefined) continue;
    const file = path.join(dir, name);
    // A compaction's temporary file left by a crash: the season's file is still the whole old one.
    rmSync(rewriteTemp(file), { force: true });
    const read = readLineFile(file);
    let entries = 0;
    let skipped = read.skipped;
    for (const json of read.records) {
      const entry = toEntry(json);
      if (entry) applyEntry(games, entry, season);
      if (entry) entries++;
      else skipped++;
    }
    seasons.set(season, { file, entries, skipped });
    report.files.push({ season, file, read: entries, skipped, tornLines: read.tornLines, tornBytes: read.tornBytes });
    report.read += entries;
    report.discarded += skipped + read.tornLines;
  }

  const seasonFile = (season: number): SeasonFile => {
    let state = seasons.get(season);
    if (!state) {
      state = { file: path.join(dir, seasonFileName(season)), entries: 0, skipped: 0 };
      seasons.set(season, state);
    }
    return state;
  };

  function compactOlderSeasons(): void {
    const newest = Math.max(...seasons.keys());
    for (const [season, state] of seasons) {
      if (season >= newest) continue;
      let kept = 0;
      for (const game of games.values()) {
        if (game.season !== season) continue;
        kept += game.head ? 1 : 0;
        for (const snapshots of game.books.values()) kept += Math.min(2, snapshots.length);
      }
      if (state.entries === kept && state.skipped === 0) continue;
      if (state.fd !== undefined) closeSync(state.fd);
      state.fd = undefined;
      rewriteAtomically(
        state.file,
        compactedEntries(games, season)
          .map((entry) => encodeLine(entryJson(entry)))
          .join(''),
      );
      for (const game of games.values()) {
        if (game.season === season)
          for (const [key, snapshots] of game.books) game.books.set(key, openAndClose(snapshots));
      }
      Object.assign(state, { entries: kept, skipped: 0 });
      report.compacted.push(season);
    }
  }
  if (options.compact !== false && seasons.size > 1) compactOlderSeasons();

  function record(events: readonly OddsEvent[], time: number): number {
    if (closed) throw new Error('The odds record is closed.');
    if (!Number.isFinite(time)) throw new Error(`Not a time: ${time}`);
    const at = Math.floor(time);
    const newest = Math.max(-Infinity, ...seasons.keys());
    const bySeason = new Map<number, Change[]>();
    for (const change of changesOf(games, events, at)) {
      const inSeason = bySeason.get(change.season);
      if (inSeason) inSeason.push(change);
      else bySeason.set(change.season, [change]);
    }
    let snapshots = 0;
    for (const [season, inSeason] of bySeason) {
      const state = seasonFile(season);
      state.fd ??= openSync(state.file, 'a');
      appendLines(state.fd, inSeason.map(({ entry }) => encodeLine(entryJson(entry))).join(''));
      for (const { entry, key } of inSeason) applyEntry(games, entry, season, key);
      state.entries += inSeason.length;
      snapshots += inSeason.filter(({ entry }) => 'g' in entry).length;
    }
    if (options.compact !== false && Math.max(...seasons.keys()) > newest && seasons.size > 1) compactOlderSeasons();
    return snapshots;
  }

  const withHead = (gameId: string) => {
    const game = games.get(gameId);
    return game?.head ? { ...game, head: game.head } : undefined;
  };

  return {
    report,
    record,
    opening: (gameId) => {
      const game = withHead(gameId);
      return game && openingEvent(game);
    },
    latest: (gameId) => {
      const game = withHead(gameId);
      return game && latestEvent(game);
    },
    history: (gameId, now = Infinity) => {
      const game = withHead(gameId);
      return game && historyOf(game, Math.min(now, Date.parse(game.head.commence_time)));
    },
    gameIds: () => [...games].filter(([, game]) => game.head).map(([id]) => id),
    close: () => {
      closed = true;
      for (const state of seasons.values()) {
        if (state.fd !== undefined) closeSync(state.fd);
        state.fd = undefined;
      }
    },
  };
}
