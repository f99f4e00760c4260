import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { Pool as PgPool } from 'pg';

/** How many prepared statements one connection keeps (distinct SQL texts; the rest are prepared again). */
export const statementCacheSize = 500;

/** How many reads `readKept` keeps at most (each a few rows: the session read's is one row a subscription). */
export const keptReadsSize = 1000;

/**
 * The connection Kysely's SQLite dialect uses, keeping each prepared statement per SQL text (a
 * least-recently-used map of at most `size`), so a query shape is compiled by SQLite once, not on
 * every request. A statement still busy (a result being iterated) is never handed out twice: a
 * fresh one is prepared for that call.
 */
export class StatementCache implements SqliteDatabase {
  private statements = new Map<string, SQLite.Statement>();
  /** Statements prepared by SQLite (a miss), for tests and the bench. */
  prepared = 0;

  private readonly sqlite: SQLite.Database;
  private readonly size: number;
  /** `readKept`'s rows by SQL text, then by values; how many; the database's change mark they were read at. */
  private readonly kept = new Map<string, Map<string, readonly unknown[]>>();
  private keptCount = 0;
  /** Statements handed out that may write (schema changes too, which `total_changes()` does not count). */
  private ownWrites = 0;
  private keptMark = '';
  private dataVersion?: SQLite.Statement;
  private totalChanges?: SQLite.Statement;

  constructor(sqlite: SQLite.Database, size: number = statementCacheSize) {
    this.sqlite = sqlite;
    this.size = size;
  }

  prepare(text: string): SqliteStatement {
    // Kysely begins every transaction with a deferred `begin`. A deferred transaction that reads and
    // then writes fails at once with SQLITE_BUSY (the busy timeout does not apply) when another
    // connection (another server, a build, a script) wrote in between; `begin immediate` takes the
    // write lock first, waiting up to the busy timeout. A read-only connection keeps `begin`.
    const sql = text === 'begin' && !this.sqlite.readonly ? 'begin immediate' : text;
    const hit = this.statements.get(sql);
    if (hit && !hit.busy) {
      if (!hit.reader) this.ownWrites += 1;
      // Moved to the end: the map's order is the order of use.
      this.statements.delete(sql);
      this.statements.set(sql, hit);
      return hit as unknown as SqliteStatement;
    }
    const statement = this.sqlite.prepare(sql);
    this.prepared += 1;
    if (!statement.reader) this.ownWrites += 1;
    if (!hit) {
      this.statements.set(sql, statement);
      if (this.statements.size > this.size) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
    }
    return statement as unknown as SqliteStatement;
  }

  /**
   * Runs a read at once on the connection, past Kysely's queue for it, when no transaction is open
   * on the connection (a read then could see a transaction's uncommitted rows): null when one is,
   * or when the SQL is not a read; the caller then goes through Kysely.
   */
  readNow(sql: string, parameters: readonly unknown[]): unknown[] | null {
    if (this.sqlite.inTransaction || !this.sqlite.open) return null;
    const statement = this.prepare(sql) as unknown as SQLite.Statement;
    if (!statement.reader) return null;
    return statement.all(...parameters);
  }

  /**
   * A read's rows kept in memory while the database is unchanged, or read at once and kept (null as
   * `readNow`: in a transaction or not a read). Unchanged means that no connection committed a
   * change since the rows were read, in this process or another. Three marks are looked at on every
   * call, before anything is read, and any move forgets every kept read:
   * - SQLite's `data_version`, which moves when another connection commits (a read lock, no table);
   * - this connection's `total_changes()`, which moves with each row it changes;
   * - how many writing statements it handed out (schema changes too, which change no row).
   * The rows are frozen and shared between callers. At most `keptReadsSize` reads are kept (all are
   * forgotten when that many are).
   */
  readKept(sql: string, parameters: readonly unknown[]): readonly unknown[] | null {
    if (this.sqlite.inTransaction || !this.sqlite.open) return null;
    this.dataVersion ??= this.sqlite.prepare('pragma data_version').pluck();
    this.totalChanges ??= this.sqlite.prepare('select total_changes()').pluck();
    // Asked before the read: a commit between the two then only makes the kept rows newer than the mark.
    const mark = `${this.dataVersion.get()}:${this.totalChanges.get()}:${this.ownWrites}`;
    if (mark !== this.keptMark) {
      this.forgetKept();
      this.keptMark = mark;
    }
    let ofSql = this.kept.get(sql);
    const key = JSON.stringify(parameters);
    const hit = ofSql?.get(key);
    if (hit) return hit;
    const rows = this.readNow(sql, parameters);
    if (!rows) return null;
    for (const row of rows) Object.freeze(row);
    Object.freeze(rows);
    if (this.keptCount >= keptReadsSize) {
      this.forgetKept();
      ofSql = undefined;
    }
    if (!ofSql) {
      ofSql = new Map();
      this.kept.set(sql, ofSql);
    }
    ofSql.set(key, rows);
    this.keptCount += 1;
    return rows;
  }

  private forgetKept(): void {
    this.kept.clear();
    this.keptCount = 0;
  }

  /** How many reads `readKept` keeps now. */
  get keptReads(): number {
    return this.keptCount;
  }

  /** Whether the SQLite connection is open (for the metrics). */
  get open(): boolean {
    return this.sqlite.open;
  }

  /** How many statements are kept now. */
  get cached(): number {
    return this.statements.size;
  }

  close(): void {
    this.statements.clear();
    this.forgetKept();
    this.sqlite.close();
  }
}

/** The statement cache of each SQLite database (Kysely instance), for reads that skip Kysely's queue. */
const caches = new WeakMap<object, StatementCache>();

export function registerStatementCache(db: object, cache: StatementCache): void {
  caches.set(db, cache);
}

/** The statement cache of a database opened by `openDatabase`; undefined for PostgreSQL and transactions. */
export function statementCacheOf(db: object): StatementCache | undefined {
  return caches.get(db);
}

/** The pool of each PostgreSQL database (Kysely instance), for compiled-once reads as named statements. */
const pools = new WeakMap<object, PgPool>();

export function registerPostgresPool(db: object, pool: PgPool): void {
  pools.set(db, pool);
}

export function postgresPoolOf(db: object): PgPool | undefined {
  return pools.get(db);
}
