import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { dataPaths, type Settings } from '../config/settings.ts';
import type { Dialect } from './dialect.ts';
import { registerPostgresPool, registerStatementCache, StatementCache } from './fast/index.ts';
import type { Database } from './schema.ts';

export type AppDatabase = Kysely<Database>;

/** What a query runs on: the database, or a transaction a caller opened around several writes. */
export type Executor = AppDatabase | Transaction<Database>;

interface HandleBase {
  /** Kysely over the connection: every query of the product goes through this. */
  db: AppDatabase;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface SqliteHandle extends HandleBase {
  dialect: 'sqlite';
  /** The raw connection, for bulk work inside db/ only (the Bible import). */
  sqlite: SQLite.Database;
  /** The prepared statements Kysely's queries reuse. */
  statements: StatementCache;
}

export interface PostgresHandle extends HandleBase {
  dialect: 'postgres';
  /** The connection pool, for bulk work inside db/ only. */
  pool: pg.Pool;
}

export type DatabaseHandle = SqliteHandle | PostgresHandle;

export interface OpenDatabaseOptions {
  /** Build-time readers open the database read-only. */
  readonly?: boolean;
}

const busyTimeoutMs = 5000;

/**
 * Opens the SQLite file with the pragmas of docs/architecture.md: WAL, synchronous FULL (no
 * acknowledged write is lost on power failure), foreign keys on, a 5 s busy timeout.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): SqliteHandle {
  if (!options.readonly && file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  sqlite.pragma('foreign_keys = ON');
  if (!options.readonly) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
  }
  // Prepared statements are kept per SQL text and reused.
  const statements = new StatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  registerStatementCache(db, statements);
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    statements,
    close: async () => {
      await db.destroy();
    },
  };
}

// PostgreSQL answers in the shapes SQLite gives: bigint (count(*), sum of integers) and numeric as
// numbers (no count here comes near 2^53), json and jsonb as their text (the query layer parses it).
const int8 = 20;
const numeric = 1700;
const json = 114;
const jsonb = 3802;
const getTypeParser = ((oid: number, format?: 'text' | 'binary') => {
  if (format !== 'binary') {
    if (oid === int8 || oid === numeric) return (value: string) => Number(value);
    if (oid === json || oid === jsonb) return (value: string) => value;
  }
  return pg.types.getTypeParser(oid, format ?? 'text');
}) as typeof pg.types.getTypeParser;

/** How many connections one process keeps to PostgreSQL at most. */
const poolSize = 10;

/** Opens a pool of connections to PostgreSQL (DATABASE_URL). */
export function openPostgres(url: string, options: OpenDatabaseOptions = {}): PostgresHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: { getTypeParser },
    // Idle connections do not keep a process alive (a build ends without closing its reader).
    allowExitOnIdle: true,
    // Build-time readers cannot write by mistake.
    options: options.readonly ? '-c default_transaction_read_only=on' : undefined,
  });
  // A connection dropped while idle (a server restart) is replaced on the next query; without a
  // listener the pool's error event would end the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  registerPostgresPool(db, pool);
  return {
    db,
    dialect: 'postgres',
    pool,
    close: async () => {
      await db.destroy();
    },
  };
}

/** The database the settings name: PostgreSQL when DATABASE_URL is set, else DATA_DIR/app.db. */
export function openConfiguredDatabase(
  settings: Pick<Settings, 'dataDir' | 'databaseUrl'>,
  options: OpenDatabaseOptions = {},
): DatabaseHandle {
  if (settings.databaseUrl) return openPostgres(settings.databaseUrl, options);
  return openDatabase(dataPaths(settings).database, options);
}
