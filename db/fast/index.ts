/**
 * The database's speed machinery, behind one door (see docs/speed.md): SQLite statements prepared
 * once per SQL text, hot reads compiled to SQL once per database (PostgreSQL: named statements), and
 * over SQLite the reads every request makes kept while the database is unchanged. Read a plain
 * query first (db/queries/*.ts, a Kysely builder awaited); `compiledOnce` is its fast twin, for the
 * few reads on the session route's path. db/connection.ts registers the caches; queries use
 * `compiledOnce`.
 */
export { type CompiledOnce, type CompiledOnceOptions, compiledOnce } from './compiled-once.ts';
export {
  keptReadsSize,
  postgresPoolOf,
  registerPostgresPool,
  registerStatementCache,
  StatementCache,
  statementCacheOf,
  statementCacheSize,
} from './statement-cache.ts';
