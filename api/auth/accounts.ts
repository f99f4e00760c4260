import type { AppDatabase } from '../../db/connection.ts';
import { consumeEmailToken, replaceEmailToken } from '../../db/queries/email-tokens.ts';
import {
  deleteUser,
  findCredentialsByEmail,
  findPasswordHash,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailConfirmed,
  updatePasswordHash,
  type User,
} from '../../db/queries/users.ts';
import type { EmailTokenPurpose } from '../../db/tables/accounts.ts';
import { badRequest } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountDeletedMail, accountExistsMail, confirmEmailMail, passwordChangedMail, passwordResetMail } from '../mail/templates.ts';
import type { Settings } from '../settings.ts';
import { decoyPasswordHash, hashPassword, passwordProblem, verifyPassword } from './password.ts';
import { createSession, invalidateUserSessions } from './session.ts';
import { randomToken, sha256Hex } from './tokens.ts';

/** Confirmation links work for a day; password reset links for one hour (the issue's rule). */
export const confirmEmailTokenSeconds = 24 * 60 * 60;
export const resetPasswordTokenSeconds = 60 * 60;

export interface AccountDeps {
  db: AppDatabase;
  settings: Settings;
  mailer: Mailer;
}

const link = (settings: Settings, pathAndQuery: string): string => new URL(pathAndQuery, settings.siteUrl).href;

async function issueEmailToken(db: AppDatabase, userId: string, purpose: EmailTokenPurpose, seconds: number): Promise<string> {
  const token = randomToken(20);
  await replaceEmailToken(db, { tokenHash: sha256Hex(token), userId, purpose, expiresAt: new Date(Date.now() + seconds * 1000) });
  return token;
}

async function sendConfirmation(deps: AccountDeps, user: User): Promise<void> {
  const token = await issueEmailToken(deps.db, user.id, 'confirm_email', confirmEmailTokenSeconds);
  const url = link(deps.settings, `/api/auth/confirm?token=${token}`);
  await deps.mailer.send(confirmEmailMail({ siteName: deps.settings.siteName, to: user.email, name: user.fullName, link: url }));
}

function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, 'weak_password');
}

/**
 * Sign-up. The answer is the same whether or not the address had an account: a new address gets
 * a confirmation mail, an unconfirmed one a fresh confirmation, a confirmed one a note to its owner.
 */
export async function signUp(deps: AccountDeps, input: { email: string; password: string; fullName: string | null }): Promise<void> {
  assertAcceptablePassword(input.password);
  // Hash in every case, so an existing address does not answer faster.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing?.emailConfirmedAt) {
    await deps.mailer.send(
      accountExistsMail({
        siteName: deps.settings.siteName,
        to: existing.email,
        signInLink: link(deps.settings, '/auth/'),
        resetLink: link(deps.settings, '/auth/?mode=reset'),
      }),
    );
    return;
  }
  if (existing) return sendConfirmation(deps, existing);
  const user = await insertUser(deps.db, { id: randomToken(15), email: input.email, fullName: input.fullName, passwordHash });
  await sendConfirmation(deps, user);
}

/** Consumes a confirmation link; true when it activated an account. */
export async function confirmEmail(deps: AccountDeps, token: string): Promise<boolean> {
  const userId = await consumeEmailToken(deps.db, sha256Hex(token), 'confirm_email');
  if (!userId) return false;
  await markEmailConfirmed(deps.db, userId);
  return true;
}

/** Sends a new confirmation mail to an unconfirmed account; silent for anything else. */
export async function resendConfirmation(deps: AccountDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailConfirmedAt) await sendConfirmation(deps, user);
}

export type SignInOutcome =
  | { kind: 'ok'; user: User; token: string }
  | { kind: 'invalid' }
  | { kind: 'unconfirmed' };

/** Checks the password (taking as long when there is no account) and opens a session. */
export async function signIn(deps: AccountDeps, input: { email: string; password: string; remember: boolean }): Promise<SignInOutcome> {
  const found = await findCredentialsByEmail(deps.db, input.email);
  const valid = await verifyPassword(found?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!found || !valid) return { kind: 'invalid' };
  if (!found.user.emailConfirmedAt) return { kind: 'unconfirmed' };
  const { token } = await createSession(deps.db, found.user.id, input.remember);
  return { kind: 'ok', user: found.user, token };
}

/** Mails a single-use, one-hour reset link when the address has an account; silent otherwise. */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await issueEmailToken(deps.db, user.id, 'reset_password', resetPasswordTokenSeconds);
  const url = link(deps.settings, `/auth/reset/?token=${token}`);
  await deps.mailer.send(passwordResetMail({ siteName: deps.settings.siteName, to: user.email, link: url }));
}

/**
 * Sets a new password from a reset link: every session of the account ends, and this browser gets
 * a new one. The link also proves the address, so an unconfirmed account becomes confirmed.
 */
export async function resetPassword(deps: AccountDeps, input: { token: string; password: string }): Promise<{ user: User; token: string }> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = await consumeEmailToken(deps.db, sha256Hex(input.token), 'reset_password');
  if (!userId) throw badRequest('This link has expired or was already used. Please ask for a new one.', 'invalid_token');
  await updatePasswordHash(deps.db, userId, passwordHash);
  await markEmailConfirmed(deps.db, userId);
  await invalidateUserSessions(deps.db, userId);
  const user = (await findUserById(deps.db, userId))!;
  const session = await createSession(deps.db, userId, false);
  await deps.mailer.send(passwordChangedMail({ siteName: deps.settings.siteName, to: user.email }));
  return { user, token: session.token };
}

async function assertPassword(deps: AccountDeps, userId: string, password: string): Promise<void> {
  const hash = await findPasswordHash(deps.db, userId);
  if (!hash || !(await verifyPassword(hash, password))) throw badRequest('That password is not right.', 'wrong_password');
}

/** Changes the password of a signed-in user; their other sessions end. */
export async function changePassword(
  deps: AccountDeps,
  auth: { userId: string; sessionId: string; email: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await assertPassword(deps, auth.userId, input.currentPassword);
  assertAcceptablePassword(input.newPassword);
  await updatePasswordHash(deps.db, auth.userId, await hashPassword(input.newPassword));
  await invalidateUserSessions(deps.db, auth.userId, auth.sessionId);
  await deps.mailer.send(passwordChangedMail({ siteName: deps.settings.siteName, to: auth.email }));
}

/** Deletes the account and all its personal data (a parent can do this for a child's account). */
export async function deleteAccount(deps: AccountDeps, auth: { userId: string; email: string }, password: string): Promise<void> {
  await assertPassword(deps, auth.userId, password);
  await deleteUser(deps.db, auth.userId);
  await deps.mailer.send(accountDeletedMail({ siteName: deps.settings.siteName, to: auth.email }));
}
