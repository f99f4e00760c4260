import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  sql,
} from 'kysely';

/**
 * The two databases the product runs on: the embedded SQLite file (the default) and PostgreSQL
 * (DATABASE_URL). Every difference between them lives in db/, mostly here:
 *
 * - Flags (is_active, won, paid...) are integer columns holding 0 or 1 on both: SQLite has no
 *   boolean type, so the query layer maps them to booleans (`flag ? 1 : 0`, `row.flag === 1`) and
 *   the API answers the same on both.
 * - Counts and sums are numbers on both: PostgreSQL's bigint and numeric results are parsed as
 *   numbers by the connection (db/connection.ts), and the query layer wraps them in Number().
 * - JSON documents are text in SQLite (checked with json_valid) and jsonb in PostgreSQL; both read
 *   back as the JSON text (db/connection.ts), read fields with `jsonText`.
 * - Full-text Bible search is FTS5 in SQLite and a tsvector column in PostgreSQL
 *   (migration 001, db/queries/bible-search.ts).
 */
export type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: any schema; only the adapter is looked at.
type AnyDb = Kysely<any>;

/** Which database a Kysely instance (or transaction) talks to. */
export function dialectOf(db: AnyDb): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function isPostgres(db: AnyDb): boolean {
  return dialectOf(db) === 'postgres';
}

type ColumnModifier = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/**
 * An integer primary key the database numbers itself: SQLite's rowid (AUTOINCREMENT when
 * `neverReused`, so a deleted row's id is never given again), an identity column in PostgreSQL
 * (never reused either).
 */
export function autoId(db: AnyDb, options: { neverReused?: boolean } = {}): ColumnModifier {
  if (isPostgres(db)) return (c) => c.primaryKey().generatedByDefaultAsIdentity();
  return options.neverReused ? (c) => c.primaryKey().autoIncrement() : (c) => c.primaryKey();
}

/** Raw bytes: blob in SQLite, bytea in PostgreSQL. */
export function bytesType(db: AnyDb): ColumnDataType {
  return isPostgres(db) ? 'bytea' : 'blob';
}

/** A floating-point number of 8 bytes: real in SQLite, double precision in PostgreSQL. */
export function doubleType(db: AnyDb): ColumnDataType {
  return isPostgres(db) ? 'double precision' : 'real';
}

/** A JSON document: text checked with json_valid in SQLite, jsonb in PostgreSQL. */
export function jsonType(db: AnyDb): ColumnDataType {
  return isPostgres(db) ? 'jsonb' : 'text';
}

/** The not-null JSON column modifier with its default (and, in SQLite, its validity check). */
export function jsonColumn(db: AnyDb, column: string, defaultJson: string): ColumnModifier {
  if (isPostgres(db)) return (c) => c.notNull().defaultTo(sql`${sql.lit(defaultJson)}::jsonb`);
  return (c) =>
    c
      .notNull()
      .defaultTo(defaultJson)
      .check(sql`json_valid(${sql.ref(column)})`);
}

/** A top-level field of a JSON column, as text: json_extract in SQLite, ->> in PostgreSQL. */
export function jsonText(db: AnyDb, column: string, field: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`(${sql.ref(column)} ->> ${sql.lit(field)})`
    : sql<string>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${field}`)})`;
}
