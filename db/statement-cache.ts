import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements one connection keeps (distinct SQL texts; the rest are prepared again). */
export const statementCacheSize = 500;

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

  constructor(sqlite: SQLite.Database, size: number = statementCacheSize) {
    this.sqlite = sqlite;
    this.size = size;
  }

  prepare(sql: string): SqliteStatement {
    const hit = this.statements.get(sql);
    if (hit && !hit.busy) {
      // Moved to the end: the map's order is the order of use.
      this.statements.delete(sql);
      this.statements.set(sql, hit);
      return hit as unknown as SqliteStatement;
    }
    const statement = this.sqlite.prepare(sql);
    this.prepared += 1;
    if (!hit) {
      this.statements.set(sql, statement);
      if (this.statements.size > this.size) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
    }
    return statement as unknown as SqliteStatement;
  }

  /** How many statements are kept now. */
  get cached(): number {
    return this.statements.size;
  }

  close(): void {
    this.statements.clear();
    this.sqlite.close();
  }
}
