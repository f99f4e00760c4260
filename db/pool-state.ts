import { postgresPoolOf, statementCacheOf } from './fast/index.ts';

/** The database connections as the metrics report them. */
export interface DatabasePoolState {
  /** The SQLite file is open, or the PostgreSQL pool has not been ended. */
  open: boolean;
  /** PostgreSQL only: connections in the pool, of them idle, and queries waiting for one. */
  pool: { total: number; idle: number; waiting: number } | null;
}

/** The state of a database opened by db/connection.ts; null for anything else (a transaction). */
export function databasePoolState(db: object): DatabasePoolState | null {
  const pool = postgresPoolOf(db);
  if (pool)
    return {
      open: !pool.ended,
      pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    };
  const statements = statementCacheOf(db);
  return statements ? { open: statements.open, pool: null } : null;
}
