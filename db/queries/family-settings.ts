import type { AccountId } from '../../src/lib/ids.ts';
import type { Executor } from '../connection.ts';

/** The account's family settings: whether a parent PIN is set, and the weekly summary e-mail. */
export interface FamilySettings {
  hasPin: boolean;
  weeklySummary: boolean;
}

/** The argon2 hash of the account's parent PIN, or null when none is set. */
export async function findParentPinHash(db: Executor, accountId: AccountId): Promise<string | null> {
  const row = await db.selectFrom('users').select('pin_hash').where('id', '=', accountId).executeTakeFirst();
  return row?.pin_hash ?? null;
}

export async function findFamilySettings(db: Executor, accountId: AccountId): Promise<FamilySettings> {
  const row = await db
    .selectFrom('users')
    .select(['pin_hash', 'weekly_summary'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { hasPin: row.pin_hash !== null, weeklySummary: row.weekly_summary === 1 };
}

/** Sets (a hash) or removes (null) the account's parent PIN. */
export async function saveParentPinHash(
  db: Executor,
  accountId: AccountId,
  pinHash: string | null,
): Promise<void> {
  await db.updateTable('users').set({ pin_hash: pinHash }).where('id', '=', accountId).execute();
}

export async function saveWeeklySummary(db: Executor, accountId: AccountId, enabled: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ weekly_summary: enabled ? 1 : 0 })
    .where('id', '=', accountId)
    .execute();
}
