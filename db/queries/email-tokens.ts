import type { AccountId } from '../../src/lib/ids.ts';
import type { AppDatabase } from '../connection.ts';
import type { EmailTokenPurpose } from '../tables/accounts.ts';

export interface NewEmailToken {
  tokenHash: string;
  accountId: AccountId;
  purpose: EmailTokenPurpose;
  expiresAt: Date;
  /** Confirmation links: the password hash and name of the sign-up that asked for the link. */
  passwordHash?: string | null;
  fullName?: string | null;
}

export interface ConsumedEmailToken {
  accountId: AccountId;
  passwordHash: string | null;
  fullName: string | null;
}

/** Stores a token beside the user's other tokens (each sign-up keeps its own confirmation link). */
export async function insertEmailToken(
  db: AppDatabase,
  token: NewEmailToken,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.accountId,
      purpose: token.purpose,
      expires_at: token.expiresAt.toISOString(),
      used_at: null,
      created_at: now.toISOString(),
      password_hash: token.passwordHash ?? null,
      full_name: token.fullName ?? null,
    })
    .execute();
}

/**
 * Stores a token; earlier unused tokens of the same purpose for the user stop working. Call it
 * inside a transaction (the two statements belong together).
 */
export async function replaceEmailToken(
  db: AppDatabase,
  token: NewEmailToken,
  now: Date = new Date(),
): Promise<void> {
  await db
    .deleteFrom('email_tokens')
    .where('user_id', '=', token.accountId)
    .where('purpose', '=', token.purpose)
    .where('used_at', 'is', null)
    .execute();
  await insertEmailToken(db, token, now);
}

/**
 * Marks a token used and returns its user (and, for a confirmation link, the sign-up's password
 * hash and name), in one statement so a token works once even when two requests race. Null for
 * an unknown, used, expired or other-purpose token.
 */
export async function consumeEmailToken(
  db: AppDatabase,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date = new Date(),
): Promise<ConsumedEmailToken | null> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning(['user_id', 'password_hash', 'full_name'])
    .executeTakeFirst();
  return row
    ? { accountId: row.user_id as AccountId, passwordHash: row.password_hash, fullName: row.full_name }
    : null;
}

/** Ends every e-mailed link of an account (used and unused). */
export async function deleteAccountEmailTokens(db: AppDatabase, accountId: AccountId): Promise<void> {
  await db.deleteFrom('email_tokens').where('user_id', '=', accountId).execute();
}
