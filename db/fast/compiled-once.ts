import { createHash } from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely, RawBuilder } from 'kysely';
import type { Database } from '../schema.ts';
import { postgresPoolOf, statementCacheOf } from './statement-cache.ts';

/** The database or a transaction (connection.ts's Executor: a Transaction is a Kysely). */
type Executor = Kysely<Database>;

/** A compiled-once read: called, it answers with a promise; `now` answers without one when it can. */
export interface CompiledOnce<Row, Args extends unknown[]> {
  (db: Executor, ...values: Args): Promise<Row[]>;
  /**
   * The rows at once, without a promise, when the database can answer synchronously (SQLite outside
   * a transaction: its kept statement runs now); null otherwise (PostgreSQL, a transaction open).
   */
  now(db: Executor, ...values: Args): Row[] | null;
}

export interface CompiledOnceOptions {
  /**
   * Over SQLite, the rows are kept in memory while the database is unchanged (`StatementCache.readKept`:
   * any commit, by any connection, forgets them) and shared between callers, frozen: for the read
   * every request makes. PostgreSQL and a read inside a transaction read each time.
   */
  keptWhileUnchanged?: boolean;
}

/**
 * A query of the hot path compiled to SQL once per database, then run with new values: building and
 * compiling a Kysely query costs more than SQLite's answer to it. `build` gets stand-ins for the
 * values, which must all reach the SQL as parameters (checked at the first compile).
 */
export function compiledOnce<Row, Args extends unknown[]>(
  arity: Args['length'],
  build: (db: Executor, ...values: Args) => Compilable<Row> | RawBuilder<Row>,
  options: CompiledOnceOptions = {},
): CompiledOnce<Row, Args> {
  const compiled = new WeakMap<Executor, { query: CompiledQuery<Row>; slots: number[]; name: string }>();
  const entryOf = (db: Executor): { query: CompiledQuery<Row>; slots: number[]; name: string } => {
    let entry = compiled.get(db);
    if (!entry) {
      const markers = Array.from({ length: arity }, (_, i) => `\u0000value-${i}\u0000`);
      // A raw `sql` query compiles against the database; a query builder ignores the argument.
      const query = (build(db, ...(markers as Args)) as RawBuilder<Row>).compile(db);
      const slots = query.parameters.map((p) => markers.indexOf(p as string));
      if (slots.includes(-1) || new Set(slots).size !== arity) {
        throw new Error(`compiledOnce: every value must be a parameter (${query.sql})`);
      }
      // PostgreSQL keeps a named statement parsed and planned on each connection that has run it.
      entry = {
        query,
        slots,
        name: `bsb_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`,
      };
      compiled.set(db, entry);
    }
    return entry;
  };
  // SQLite outside a transaction: the read runs at once on the kept statement (it is synchronous;
  // Kysely's queue and plugins add nothing here, none being configured).
  const now = (db: Executor, ...values: Args): Row[] | null => {
    const cache = statementCacheOf(db);
    if (!cache) return null;
    const { query, slots } = entryOf(db);
    const parameters = slots.map((i) => values[i]);
    return (
      options.keptWhileUnchanged
        ? cache.readKept(query.sql, parameters)
        : cache.readNow(query.sql, parameters)
    ) as Row[] | null;
  };
  const run = async (db: Executor, ...values: Args): Promise<Row[]> => {
    const rows = now(db, ...values);
    if (rows) return rows;
    const entry = entryOf(db);
    const { query, slots } = entry;
    const parameters = slots.map((i) => values[i]);
    const pool = postgresPoolOf(db);
    if (pool)
      return (await pool.query({ name: entry.name, text: query.sql, values: parameters })).rows as Row[];
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
  return Object.assign(run, { now });
}
