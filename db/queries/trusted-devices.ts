import type { AccountId } from '../../src/lib/ids.ts';
import type { AppDatabase } from '../connection.ts';

/** Whether one of `tokenHashes` trusts the account of `email` at `now`. */
export async function isDeviceTrustedFor(
  db: AppDatabase,
  email: string,
  tokenHashes: string[],
  now: Date,
): Promise<boolean> {
  if (tokenHashes.length === 0) return false;
  const row = await db
    .selectFrom('trusted_devices')
    .innerJoin('users', 'users.id', 'trusted_devices.user_id')
    .select('trusted_devices.token_hash')
    .where('users.email', '=', email)
    .where('trusted_devices.token_hash', 'in', tokenHashes)
    .where('trusted_devices.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Trusts a browser for an account: a new row, in place of the rows of `replacedHashes` that are the
 * account's (the browser's earlier token for it) and of the account's rows that have expired.
 * Answers which of `replacedHashes` were the account's.
 */
export async function replaceTrustedDevice(
  db: AppDatabase,
  row: { tokenHash: string; accountId: AccountId; expiresAt: Date },
  replacedHashes: string[],
  now: Date,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const own =
      replacedHashes.length === 0
        ? []
        : await trx
            .deleteFrom('trusted_devices')
            .where('user_id', '=', row.accountId)
            .where('token_hash', 'in', replacedHashes)
            .returning('token_hash')
            .execute();
    await trx
      .deleteFrom('trusted_devices')
      .where('user_id', '=', row.accountId)
      .where('expires_at', '<=', now.toISOString())
      .execute();
    await trx
      .insertInto('trusted_devices')
      .values({
        token_hash: row.tokenHash,
        user_id: row.accountId,
        created_at: now.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      })
      .execute();
    return own.map((r) => r.token_hash);
  });
}

/** Ends the trust of every browser of an account (a password change or reset, "sign out everywhere"). */
export async function deleteTrustedDevices(db: AppDatabase, accountId: AccountId): Promise<void> {
  await db.deleteFrom('trusted_devices').where('user_id', '=', accountId).execute();
}
