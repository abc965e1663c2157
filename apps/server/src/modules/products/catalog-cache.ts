// The public catalogue (advertise and category lists) is read far more often than it changes, and
// on FerretDB every list query scans the whole collection. So answers are kept in memory until a
// write through this API touches the catalogue (invalidate), or `ttlMs` passes: the bound on how
// stale another API instance's writes can look.

export interface CatalogCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export function createCatalogCache(ttlMs: number): CatalogCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
      // Concurrent readers share one load; a failed load is not kept.
      const value = load();
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    // A load still in flight is dropped from the map, so its (older) answer is never kept.
    invalidate: () => entries.clear(),
  };
}
