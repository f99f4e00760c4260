import { sql } from 'kysely';
import type { AccountId } from '../../src/lib/ids.ts';
import type { AppDatabase, Executor } from '../connection.ts';
import type { PinLocksTable } from '../tables/accounts.ts';

export interface PinGuess {
  allowed: boolean;
  /** When refused: until the lock ends, or (guesses being checked) until the window ends. */
  retryAfterMs: number;
}

/**
 * Counts one PIN guess of an account before it is checked, in one atomic upsert (every server
 * shares the row): refused, and not counted, while a lock runs or when `limit` guesses are counted
 * in the running window (one past the limit marks a refused guess). An ended window starts afresh.
 */
export async function takePinGuess(
  db: AppDatabase,
  accountId: AccountId,
  limit: number,
  windowMs: number,
  now: number,
): Promise<PinGuess> {
  const { rows } = await sql<Pick<PinLocksTable, 'failures' | 'window_ends_at' | 'locked_until'>>`
    insert into pin_locks (account_id, failures, window_ends_at, locks, locked_until)
    values (${accountId}, 1, ${now + windowMs}, 0, 0)
    on conflict (account_id) do update set
      failures = case
        when pin_locks.locked_until > ${now} then pin_locks.failures
        when pin_locks.window_ends_at <= ${now} then 1
        when pin_locks.failures > ${limit} then pin_locks.failures
        else pin_locks.failures + 1
      end,
      window_ends_at = case
        when pin_locks.locked_until > ${now} then pin_locks.window_ends_at
        when pin_locks.window_ends_at <= ${now} then ${now + windowMs}
        else pin_locks.window_ends_at
      end
    returning failures, window_ends_at, locked_until`.execute(db);
  const row = rows[0]!;
  const lockedUntil = Number(row.locked_until);
  if (lockedUntil > now) return { allowed: false, retryAfterMs: lockedUntil - now };
  if (Number(row.failures) > limit) return { allowed: false, retryAfterMs: Number(row.window_ends_at) - now };
  return { allowed: true, retryAfterMs: 0 };
}

/** The account's guard row, or null. */
export async function findPinLock(
  db: Executor,
  accountId: AccountId,
): Promise<{ failures: number; locks: number; lockedUntil: number } | null> {
  const row = await db
    .selectFrom('pin_locks')
    .select(['failures', 'locks', 'locked_until'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row
    ? { failures: Number(row.failures), locks: Number(row.locks), lockedUntil: Number(row.locked_until) }
    : null;
}

/**
 * Starts a lock when the row is still as read (`seen`): its guesses are forgotten, its lock count
 * becomes `lockNumber`. False when another request changed it first (that one locked).
 */
export async function startPinLock(
  db: Executor,
  accountId: AccountId,
  seen: { locks: number; lockedUntil: number },
  lock: { lockNumber: number; until: number },
  limit: number,
): Promise<boolean> {
  const result = await db
    .updateTable('pin_locks')
    .set({ failures: 0, window_ends_at: 0, locks: lock.lockNumber, locked_until: lock.until })
    .where('account_id', '=', accountId)
    .where('failures', '>=', limit)
    .where('locks', '=', seen.locks)
    .where('locked_until', '=', seen.lockedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets the account's guesses and locks (a right PIN). */
export async function clearPinLock(db: AppDatabase, accountId: AccountId): Promise<void> {
  await db.deleteFrom('pin_locks').where('account_id', '=', accountId).execute();
}
