// Lazy route chunks (spec §7, §8): a chunk that fails to load, or takes longer than
// CHUNK_LOAD_TIMEOUT_MS, surfaces as an Error named ChunkLoadError, 'Loading chunk {id} failed'.
import type { RouteObject } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/ui';

class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly chunkId: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunkId} failed`, options);
  }
}

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** The chunk a ChunkLoadError names, so a screen can say 'Loading chunk {id} failed' in its own words. */
export function chunkIdOf(error: unknown): string | undefined {
  if (!isChunkLoadError(error)) return undefined;
  const { chunkId } = error as Partial<ChunkLoadError>;
  return typeof chunkId === 'string' ? chunkId : undefined;
}

/** The chunk's file name (without .js) from the browser's import failure, when it names one. */
function chunkIdFrom(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return message.match(/\/([^/\s?]+)\.js\b/)?.[1];
}

function loadChunk<T>(fallbackId: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(fallbackId)), timeoutMs);
    load().then(
      (loaded) => {
        clearTimeout(timer);
        resolve(loaded);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkIdFrom(error) ?? fallbackId, { cause: error }));
      },
    );
  });
}

type LazyLoader = () => Promise<unknown>;

/** A route tree with every `lazy` replaced by `wrap(lazy, path)`; `path` is the route's, e.g. 'dashboard/index'. */
export function mapLazy(routes: RouteObject[], wrap: (lazy: LazyLoader, path: string) => LazyLoader, parentPath = ''): RouteObject[] {
  return routes.map((route) => {
    const path = route.index ? `${parentPath}/index` : [parentPath, route.path].filter(Boolean).join('/');
    const lazy = route.lazy;
    const wrapped = { ...route } as RouteObject;
    if (typeof lazy === 'function') wrapped.lazy = wrap(lazy as LazyLoader, path) as typeof lazy;
    if (route.children) wrapped.children = mapLazy(route.children, wrap, path);
    return wrapped;
  });
}

/** Wraps every `lazy` in a route tree (ours and the dashboard's) with loadChunk. */
export function withChunkLoading(routes: RouteObject[]): RouteObject[] {
  return mapLazy(routes, (lazy, path) => () => loadChunk(path.replace(/^\/+/, '') || 'root', lazy));
}
