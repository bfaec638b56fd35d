/** What serves each resource (CONTRACT §10, GET /sources). */
export type SourcedResource = 'odds' | 'scores' | 'props' | 'stats' | 'weather';

export type SourceStatus = 'ok' | 'stale' | 'unconfigured' | 'failing';

export interface ResourceSource {
  /** 'demo', 'nflverse', …; null when nothing serves it. */
  source: string | null;
  asOf?: string;
  status: SourceStatus;
  /** What the screen that needs it says ('Props need a live odds source (see README)'). */
  detail?: string;
}

export interface DataSources {
  mode: 'demo' | 'nflverse';
  resources: Partial<Record<SourcedResource, ResourceSource>>;
}
