/**
 * Session-storage caches with lifetimes (spec §7, CONTRACT §5): `{savedAt, data}` under a key.
 * A missing, expired or corrupt entry reads as nothing (and is removed); a storage that throws
 * (disabled, quota exceeded) makes every call a no-op, so the app works uncached.
 */

export interface CacheEntry {
  savedAt: number;
  data: unknown;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function removeCached(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}

/** The entry under `key` if it is well-formed and younger than `ttlMs` at `now`. */
export function readCached(key: string, ttlMs: number, now: number): CacheEntry | undefined {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(key);
  } catch {
    return undefined;
  }
  if (text == null) return undefined;
  try {
    const entry = JSON.parse(text) as Partial<CacheEntry> | null;
    const savedAt = entry?.savedAt;
    const fresh = typeof savedAt === 'number' && Number.isFinite(savedAt) && savedAt <= now && now - savedAt < ttlMs;
    if (fresh && entry && 'data' in entry) return { savedAt, data: entry.data };
  } catch {
    // corrupt: fall through and remove it
  }
  removeCached(key);
  return undefined;
}

/** Saves `data` under `key`; returns false when the storage refused (the app then works uncached). */
export function writeCached(key: string, data: unknown, savedAt: number): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, JSON.stringify({ savedAt, data }));
    return true;
  } catch {
    removeCached(key);
    return false;
  }
}
