// Whether an error means the database is away for a moment (restarting, unreachable), so the same
// request works again shortly: the API answers those 503 with Retry-After, never 500.
import { MongoClientClosedError, MongoNetworkError, MongoNotConnectedError, MongoServerClosedError, MongoServerError, MongoServerSelectionError, MongoTopologyClosedError } from 'mongodb';

/**
 * FerretDB answers InternalError (code 1) with PostgreSQL's or its pool's words while PostgreSQL
 * is down or starting again; a deadlock still there after the retries (db/transient-retry.ts) is
 * the same kind of moment.
 */
const ENGINE_AWAY = /postmaster|the database system is|connection refused|failed to connect|terminating connection|server closed the connection|conn closed|pool\.go|Acquire|deadlock detected/i;

export function isDatabaseAway(err: unknown): boolean {
  if (err instanceof MongoServerSelectionError || err instanceof MongoNetworkError || err instanceof MongoServerClosedError || err instanceof MongoTopologyClosedError) return true;
  return err instanceof MongoServerError && (err.code === 1 || err.code === 16908292) && ENGINE_AWAY.test(err.message);
}

/** Our own client was closed (the API is stopping): nothing will work again in this process. */
export const isClientClosed = (err: unknown): boolean => err instanceof MongoTopologyClosedError || err instanceof MongoNotConnectedError || err instanceof MongoClientClosedError;
