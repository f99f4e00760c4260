import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../dialect.ts';
import type { Database } from '../schema.ts';

/**
 * What a limit counts before it adds a row: a learner's stories of the day, a family's children...
 * Each names its owner, so two limits never wait for each other.
 */
export type CountedScope = 'stories' | 'prayer-requests' | 'children' | 'verses' | 'collections';

/**
 * Makes the rest of `trx` the only transaction counting and adding `scope` rows of `ownerId`, so
 * requests sent at once cannot all count the same rows and all pass a limit.
 *
 * PostgreSQL: a transaction-level advisory lock on the scope and owner, released at commit or
 * rollback (READ COMMITTED alone lets two transactions count the same rows).
 * SQLite: nothing to take. A process runs its transactions one after another on its one
 * connection, and when another process on the same file commits between this transaction's count
 * and its insert, SQLite refuses the insert (the read snapshot is stale): a request fails rather
 * than passing the limit.
 */
export async function lockOwnerCount(
  trx: Transaction<Database>,
  scope: CountedScope,
  ownerId: string,
): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${ownerId}`}, 0))`.execute(trx);
}
