/** dist/bundle-stats.json, as webpack.config.js's BundleStatsPlugin writes it. */
export interface BundleStats {
  /** The entry's files: what loads before the first paint. */
  initial: string[];
  /** Each named chunk group's files (a lazy screen and the shared chunks it needs). */
  groups?: Record<string, string[]>;
  chunks: { name: string; initial: boolean; files: string[] }[];
}
