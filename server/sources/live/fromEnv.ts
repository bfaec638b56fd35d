import { createOddsApiClient } from '../oddsapi/client';
import { oddsApiConfig } from '../oddsapi/config';
import { stateDir } from '../record/files';
import { openOddsRecord } from '../record/oddsRecord';
import type { LiveSources } from './liveDataset';

/**
 * The live sources the environment configures (CONTRACT §10): with ODDS_API_KEY, The Odds API for
 * lines, scores and props, and the record of what it answered under GRIDLINE_STATE_DIR; undefined
 * without a key. `log` gets one line per failure, recovery and record opened (never the key).
 */
export function liveSourcesFromEnv(
  env: NodeJS.ProcessEnv,
  root: string,
  log: (line: string) => void,
): (LiveSources & { summary: string }) | undefined {
  const config = oddsApiConfig(env);
  if (!config) return undefined;
  const dir = stateDir(root, env);
  const record = openOddsRecord(dir);
  const { read, discarded, compacted } = record.report;
  const odds = createOddsApiClient(config, { log });
  return {
    odds,
    record,
    summary:
      `Lines, scores and props: The Odds API (ODDS_API_KEY is set), each answer recorded in ${dir} ` +
      `(${read} snapshots read, ${discarded} discarded${compacted.length ? `, seasons ${compacted.join(', ')} compacted` : ''}).`,
  };
}
