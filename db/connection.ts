import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

export type AppDatabase = Kysely<Database>;

/** What a query runs on: the database, or a transaction a caller opened around several writes. */
export type Executor = AppDatabase | Transaction<Database>;

export interface DatabaseHandle {
  /** Kysely over the connection: every query of the product goes through this. */
  db: AppDatabase;
  /** The raw connection, for bulk work inside db/ only (the Bible import). */
  sqlite: SQLite.Database;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Build-time readers open the file read-only. */
  readonly?: boolean;
}

const busyTimeoutMs = 5000;

/**
 * Opens the SQLite file with the pragmas of docs/architecture.md: WAL, synchronous FULL (no
 * acknowledged write is lost on power failure), foreign keys on, a 5 s busy timeout.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): DatabaseHandle {
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    sqlite,
    close: async () => {
      await db.destroy();
    },
  };
}
