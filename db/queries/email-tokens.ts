import type { AppDatabase } from '../connection.ts';
import type { EmailTokenPurpose } from '../tables/accounts.ts';

export interface NewEmailToken {
  tokenHash: string;
  userId: string;
  purpose: EmailTokenPurpose;
  expiresAt: Date;
}

/** Stores a token; earlier unused tokens of the same purpose for the user stop working. */
export async function replaceEmailToken(db: AppDatabase, token: NewEmailToken, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('email_tokens')
      .where('user_id', '=', token.userId)
      .where('purpose', '=', token.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_tokens')
      .values({
        token_hash: token.tokenHash,
        user_id: token.userId,
        purpose: token.purpose,
        expires_at: token.expiresAt.toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
}

/**
 * Marks a token used and returns its user, in one statement so a token works once even when two
 * requests race. Null for an unknown, used, expired or other-purpose token.
 */
export async function consumeEmailToken(
  db: AppDatabase,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date = new Date(),
): Promise<string | null> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
