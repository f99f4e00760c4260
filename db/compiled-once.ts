import type { Compilable, CompiledQuery, RawBuilder } from 'kysely';
import type { Executor } from './connection.ts';
import { statementCacheOf } from './statement-cache.ts';

/**
 * A query of the hot path compiled to SQL once per database, then run with new values: building and
 * compiling a Kysely query costs more than SQLite's answer to it. `build` gets stand-ins for the
 * values, which must all reach the SQL as parameters (checked at the first compile).
 */
export function compiledOnce<Row, Args extends unknown[]>(
  arity: Args['length'],
  build: (db: Executor, ...values: Args) => Compilable<Row> | RawBuilder<Row>,
): (db: Executor, ...values: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Executor, { query: CompiledQuery<Row>; slots: number[] }>();
  return async (db, ...values) => {
    let entry = compiled.get(db);
    if (!entry) {
      const markers = Array.from({ length: arity }, (_, i) => `\u0000value-${i}\u0000`);
      // A raw `sql` query compiles against the database; a query builder ignores the argument.
      const query = (build(db, ...(markers as Args)) as RawBuilder<Row>).compile(db);
      const slots = query.parameters.map((p) => markers.indexOf(p as string));
      if (slots.includes(-1) || new Set(slots).size !== arity) {
        throw new Error(`compiledOnce: every value must be a parameter (${query.sql})`);
      }
      entry = { query, slots };
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = slots.map((i) => values[i]);
    // SQLite outside a transaction: the read runs at once on the kept statement (it is synchronous;
    // Kysely's queue and plugins add nothing here, none being configured).
    const rows = statementCacheOf(db)?.readNow(query.sql, parameters);
    if (rows) return rows as Row[];
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
