import path from 'node:path';
import { parseOpener } from '../src/domain/week';
import { createDataset, DEFAULT_SEED, demoSeasonAt, type Dataset } from './data/dataset';
import { liveSourcesFromEnv } from './sources/live/fromEnv';
import { withLiveSources } from './sources/live/liveDataset';
import { createNflverseDataset } from './sources/nflverse/dataset';
import { nflverseDir } from './sources/nflverse/files';
import { loadNflverseFiles, NflverseFilesError } from './sources/nflverse/load';

const root = path.resolve(__dirname, '..');

/**
 * What GRIDLINE_DATA chose: the dataset the routes read, and the opener of its current season (for the client's week).
 */
export interface DataSource {
  mode: 'demo' | 'nflverse';
  dataset: Dataset;
  /**
   * YYYY-MM-DD: the current season's opener (the real seasons: the Eastern date of its first game; the demo: the
   * calendar's), which the server counts weeks from and tells the client in each page.
   */
  seasonOpener?: string;
  /** One line a person reads at start: what is served, and what was left out. */
  summary: string;
}

/** Why the server cannot start on the data asked for; the message says what to do. */
export class DataSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataSourceError';
  }
}

/**
 * The dataset GRIDLINE_DATA names (CONTRACT §9): `demo` (the default) or `nflverse`, read from
 * NFLVERSE_DIR; missing or unreadable files are a DataSourceError naming the file and the command
 * that fetches it. `now` is the server's clock at start, which picks the current season.
 */
export function loadDataSource(env: NodeJS.ProcessEnv, now: number): DataSource {
  const mode = (env.GRIDLINE_DATA ?? '').trim() || 'demo';
  if (mode === 'demo') {
    const pinned = env.SEASON_OPENER?.trim() ? parseOpener(env.SEASON_OPENER.trim()) : undefined;
    const dataset = createDataset(DEFAULT_SEED, demoSeasonAt(now, pinned));
    return {
      mode,
      dataset,
      ...(dataset.opener ? { seasonOpener: dataset.opener } : {}),
      summary: `Serving the demo season ${dataset.seasons[0]?.label ?? ''}, the season in progress by the NFL's calendar (GRIDLINE_DATA=nflverse serves the real seasons).`,
    };
  }
  if (mode !== 'nflverse') throw new DataSourceError(`GRIDLINE_DATA must be demo or nflverse, got "${mode}"`);
  let files;
  try {
    files = loadNflverseFiles(nflverseDir(root, env));
  } catch (error) {
    if (error instanceof NflverseFilesError) throw new DataSourceError(error.message);
    throw error;
  }
  const base = createNflverseDataset(files, now);
  const live = liveSourcesFromEnv(env, root, (line) => console.log(line));
  const dataset = live ? withLiveSources(base, live, now) : base;
  const seasonOpener = dataset.opener;
  const skipped = dataset.sources().skipped_rows ?? {};
  const skippedText = Object.entries(skipped)
    .map(
      ([file, reasons]) =>
        `${file}: ${Object.entries(reasons)
          .map(([reason, count]) => `${count} ${reason}`)
          .join(', ')}`,
    )
    .join('; ');
  const seasons = dataset.seasons.map((season) => season.label).join(', ');
  return {
    mode,
    dataset,
    ...(seasonOpener ? { seasonOpener } : {}),
    summary:
      `Serving nflverse data: seasons ${seasons}, current season ${(dataset as typeof base).current?.season ?? 'none'}. Rows left out: ${skippedText || 'none'}.` +
      (live ? ` ${live.summary}` : ' Lines before kickoff, scores in play and props need ODDS_API_KEY (see README).'),
  };
}
