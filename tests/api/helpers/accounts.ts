import { createSession } from '../../../api/auth/session.ts';
import { randomToken } from '../../../api/auth/tokens.ts';
import { insertUser, markEmailConfirmed } from '../../../db/queries/users.ts';
import type { AccountId } from '../../../src/lib/ids.ts';
import type { TestApp } from './test-app.ts';

/**
 * An account written straight into the database (for tests where no mail can be read). Its
 * password hash is a placeholder: nobody can sign in with a password.
 */
export async function insertAccount(
  t: TestApp,
  email: string,
  options: { confirmed?: boolean } = {},
): Promise<AccountId> {
  const user = await insertUser(t.db, {
    id: randomToken(15),
    email,
    fullName: null,
    passwordHash: 'not-a-real-hash',
  });
  if (options.confirmed ?? true) await markEmailConfirmed(t.db, user.id);
  return user.id;
}

/** The Cookie header of a new session of the account. */
export async function sessionCookieFor(t: TestApp, accountId: AccountId): Promise<string> {
  return `session=${(await createSession(t.db, accountId, false)).token}`;
}
