import { z } from 'zod';
import type { Settings } from '../../config/settings.ts';
import type { AppDatabase } from '../../db/connection.ts';
import {
  consumeEmailToken,
  deleteAccountEmailTokens,
  insertEmailToken,
  replaceEmailToken,
} from '../../db/queries/email-tokens.ts';
import { deleteTrustedDevices } from '../../db/queries/trusted-devices.ts';
import {
  confirmAccount,
  deleteUser,
  findCredentialsByEmail,
  findPasswordHash,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailConfirmed,
  normalizeEmail,
  type User,
  updatePasswordHash,
  updateUnconfirmedSignUp,
} from '../../db/queries/users.ts';
import type { EmailTokenPurpose } from '../../db/tables/accounts.ts';
import { type Locale, locales } from '../../src/i18n/locales.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { apiTexts, joinTexts, waitText } from '../http/api-text.ts';
import { badRequest, tooManyRequests } from '../http/errors.ts';
import { mailLink, mailLocale } from '../mail/mail-locale.ts';
import { enqueueMail, enqueueMailRequest, type MailRequestResolver } from '../mail/queue.ts';
import {
  accountDeletedMail,
  accountExistsMail,
  activateAccountMail,
  confirmEmailMail,
  passwordChangedMail,
  passwordResetMail,
} from '../mail/templates.ts';
import type { MailWorker } from '../mail/worker.ts';
import { decoyPasswordHash, hashPassword, passwordProblem, verifyPassword } from './password.ts';
import type { AuthRateLimiters } from './rate-limit.ts';
import { createSession, invalidateAccountSessions } from './session.ts';
import { randomToken, sha256Hex } from './tokens.ts';

/** Confirmation (and activation) links work for a day; password reset links for one hour. */
export const confirmEmailTokenSeconds = 24 * 60 * 60;
export const resetPasswordTokenSeconds = 60 * 60;

export interface AccountDeps {
  db: AppDatabase;
  settings: Settings;
  authLimits: Pick<AuthRateLimiters, 'passwordConfirmFailuresPerAccount'>;
  /** Woken after a mail is queued; it sends outside the request. */
  mailWorker: Pick<MailWorker, 'wake'>;
}

/** The outbox kinds of the account requests whose outcome depends on who owns the address. */
export const accountMailKinds = {
  signUp: 'signup',
  passwordReset: 'password_reset',
  resendConfirmation: 'resend_confirmation',
} as const;

const link = (settings: Settings, pathAndQuery: string, locale: Locale): string =>
  mailLink(settings.siteUrl, pathAndQuery, locale);

async function issueEmailToken(
  db: AppDatabase,
  accountId: AccountId,
  purpose: EmailTokenPurpose,
  seconds: number,
  now: Date,
  signUp?: { passwordHash: string; fullName: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(20);
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  const row = {
    tokenHash: sha256Hex(token),
    accountId,
    purpose,
    expiresAt,
    passwordHash: signUp?.passwordHash,
    fullName: signUp?.fullName,
  };
  // Each sign-up keeps its own confirmation link (with its own password); a new reset link replaces the old.
  if (signUp) await insertEmailToken(db, row, now);
  else await replaceEmailToken(db, row, now);
  return { token, expiresAt };
}

function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, 'weak_password');
}

/**
 * Sign-up. The request only checks the input, hashes the password and queues the sign-up; the
 * mail worker then creates the account (or not) and writes the mail. So the answer, and the work
 * done before it, are the same whether or not the address has an account, and whether or not mail
 * can be sent right now.
 */
export async function signUp(
  deps: AccountDeps,
  input: { email: string; password: string; fullName: string | null },
  pageLocale: Locale | null = null,
): Promise<void> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const email = normalizeEmail(input.email);
  await enqueueMailRequest(deps.db, accountMailKinds.signUp, email, {
    email,
    passwordHash,
    fullName: input.fullName,
    ...(pageLocale ? { locale: pageLocale } : {}),
  });
  deps.mailWorker.wake();
}

/** The language of the page a request came from (requests queued before languages carry none). */
const pageLocaleInput = z.enum(locales).optional();
const signUpInput = z.object({
  email: z.string(),
  passwordHash: z.string(),
  fullName: z.string().nullable(),
  locale: pageLocaleInput,
});
const emailInput = z.object({ email: z.string(), locale: pageLocaleInput });

/**
 * A queued sign-up: a new address gets an unconfirmed account, and an unconfirmed one a further
 * confirmation link; each link carries the password and name of its own sign-up, so confirming
 * proves the mailbox and sets only the password chosen with that link. A confirmed address gets
 * a note to its owner instead.
 */
function resolveSignUp(settings: Settings): MailRequestResolver {
  return async (db, raw, now) => {
    const input = signUpInput.parse(raw);
    const existing = await findUserByEmail(db, input.email);
    const locale = mailLocale(existing?.locale, input.locale);
    if (existing?.emailConfirmedAt) {
      return {
        message: accountExistsMail({
          siteName: settings.siteName,
          to: existing.email,
          locale,
          signInLink: link(settings, '/auth/', locale),
          resetLink: link(settings, '/auth/?mode=reset', locale),
        }),
      };
    }
    const signUp = { passwordHash: input.passwordHash, fullName: input.fullName };
    let user: User;
    if (existing) {
      await updateUnconfirmedSignUp(db, existing.id, signUp);
      user = existing;
    } else {
      user = await insertUser(db, { id: randomToken(15), email: input.email, ...signUp }, now);
    }
    const { token, expiresAt } = await issueEmailToken(
      db,
      user.id,
      'confirm_email',
      confirmEmailTokenSeconds,
      now,
      signUp,
    );
    const url = link(settings, `/api/auth/confirm?token=${token}`, locale);
    return {
      message: confirmEmailMail({ siteName: settings.siteName, to: user.email, locale, link: url }),
      validUntil: expiresAt,
    };
  };
}

/**
 * Consumes a confirmation link; the account and a new session's token when it activated an account
 * (null otherwise). The account takes the password and name of the sign-up that asked for this link,
 * and every other link and session of the account ends (whoever signed up with the address before
 * has nothing left).
 */
export async function confirmEmail(
  deps: AccountDeps,
  token: string,
): Promise<{ accountId: AccountId; token: string } | null> {
  return deps.db.transaction().execute(async (trx) => {
    const consumed = await consumeEmailToken(trx, sha256Hex(token), 'confirm_email');
    if (!consumed?.passwordHash) return null;
    const confirmed = await confirmAccount(trx, consumed.accountId, {
      passwordHash: consumed.passwordHash,
      fullName: consumed.fullName,
    });
    if (!confirmed) return null;
    await deleteAccountEmailTokens(trx, consumed.accountId);
    await invalidateAccountSessions(trx, consumed.accountId);
    // The link (one use, expiring as before) proves the mailbox: it signs in the browser that opens it,
    // in a session of its own that ends with the browser, as a password reset's does.
    const session = await createSession(trx, consumed.accountId, false);
    return { accountId: consumed.accountId, token: session.token };
  });
}

/** Queues "resend confirmation"; the worker decides whether the address needs anything. */
export async function resendConfirmation(
  deps: AccountDeps,
  email: string,
  pageLocale: Locale | null = null,
): Promise<void> {
  const address = normalizeEmail(email);
  await enqueueMailRequest(deps.db, accountMailKinds.resendConfirmation, address, {
    email: address,
    ...(pageLocale ? { locale: pageLocale } : {}),
  });
  deps.mailWorker.wake();
}

/**
 * A queued "resend confirmation": an unconfirmed account gets a link to choose its password, which
 * activates it. The link carries no password, so it can never confirm one chosen by someone else.
 */
function resolveResendConfirmation(settings: Settings): MailRequestResolver {
  return async (db, raw, now) => {
    const input = emailInput.parse(raw);
    const user = await findUserByEmail(db, input.email);
    if (!user || user.emailConfirmedAt) return null;
    const locale = mailLocale(user.locale, input.locale);
    const { token, expiresAt } = await issueEmailToken(
      db,
      user.id,
      'reset_password',
      confirmEmailTokenSeconds,
      now,
    );
    const url = link(settings, `/auth/reset/?token=${token}`, locale);
    return {
      message: activateAccountMail({ siteName: settings.siteName, to: user.email, locale, link: url }),
      validUntil: expiresAt,
    };
  };
}

export type SignInOutcome =
  | { kind: 'ok'; user: User; token: string }
  | { kind: 'invalid' }
  | { kind: 'unconfirmed' };

/** Checks the password (taking as long when there is no account) and opens a session. */
export async function signIn(
  deps: AccountDeps,
  input: { email: string; password: string; remember: boolean },
): Promise<SignInOutcome> {
  const found = await findCredentialsByEmail(deps.db, input.email);
  const valid = await verifyPassword(found?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!found || !valid) return { kind: 'invalid' };
  if (!found.user.emailConfirmedAt) return { kind: 'unconfirmed' };
  const { token } = await createSession(deps.db, found.user.id, input.remember);
  return { kind: 'ok', user: found.user, token };
}

/** Queues a password reset request; the worker mails a link only when the address has an account. */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  pageLocale: Locale | null = null,
): Promise<void> {
  const address = normalizeEmail(email);
  await enqueueMailRequest(deps.db, accountMailKinds.passwordReset, address, {
    email: address,
    ...(pageLocale ? { locale: pageLocale } : {}),
  });
  deps.mailWorker.wake();
}

/** A queued password reset: a single-use, one-hour link for an account; nothing for an unknown address. */
function resolvePasswordReset(settings: Settings): MailRequestResolver {
  return async (db, raw, now) => {
    const input = emailInput.parse(raw);
    const user = await findUserByEmail(db, input.email);
    if (!user) return null;
    const locale = mailLocale(user.locale, input.locale);
    const { token, expiresAt } = await issueEmailToken(
      db,
      user.id,
      'reset_password',
      resetPasswordTokenSeconds,
      now,
    );
    const url = link(settings, `/auth/reset/?token=${token}`, locale);
    return {
      message: passwordResetMail({ siteName: settings.siteName, to: user.email, locale, link: url }),
      validUntil: expiresAt,
    };
  };
}

/** The resolvers of the queued account requests, for the mail worker. */
export function accountMailResolvers(settings: Settings): Record<string, MailRequestResolver> {
  return {
    [accountMailKinds.signUp]: resolveSignUp(settings),
    [accountMailKinds.passwordReset]: resolvePasswordReset(settings),
    [accountMailKinds.resendConfirmation]: resolveResendConfirmation(settings),
  };
}

/**
 * Sets a new password from a reset (or activation) link: every session, every other link and every
 * trusted browser of the account ends, and this browser gets a new session. The link also proves the address, so an
 * unconfirmed account becomes confirmed. All of it, and the "password changed" mail, in one transaction.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { token: string; password: string },
  pageLocale: Locale | null = null,
): Promise<{ user: User; token: string }> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const result = await deps.db.transaction().execute(async (trx) => {
    const consumed = await consumeEmailToken(trx, sha256Hex(input.token), 'reset_password');
    if (!consumed) throw badRequest(apiTexts.linkExpired, 'invalid_token');
    const { accountId } = consumed;
    await updatePasswordHash(trx, accountId, passwordHash);
    await markEmailConfirmed(trx, accountId);
    await deleteAccountEmailTokens(trx, accountId);
    await invalidateAccountSessions(trx, accountId);
    await deleteTrustedDevices(trx, accountId);
    const user = (await findUserById(trx, accountId))!;
    const session = await createSession(trx, accountId, false);
    const locale = mailLocale(user.locale, pageLocale);
    await enqueueMail(trx, passwordChangedMail({ siteName: deps.settings.siteName, to: user.email, locale }));
    return { user, token: session.token };
  });
  deps.mailWorker.wake();
  return result;
}

/**
 * Whether `password` is the signed-in account's, for a change it confirms. Each check is counted
 * before it runs (wrong ones stay counted), so a stolen session cannot try passwords at speed.
 */
export async function isAccountPassword(
  deps: AccountDeps,
  accountId: AccountId,
  password: string,
): Promise<boolean> {
  const limits = deps.authLimits.passwordConfirmFailuresPerAccount;
  const attempt = await limits.take(accountId);
  if (!attempt.allowed) {
    const message = joinTexts(apiTexts.tooManyWrongPasswords, waitText(attempt.retryAfterSeconds));
    throw tooManyRequests(message, attempt.retryAfterSeconds);
  }
  const hash = await findPasswordHash(deps.db, accountId);
  const right = hash !== null && (await verifyPassword(hash, password));
  if (right) await attempt.giveBack();
  return right;
}

async function assertPassword(deps: AccountDeps, accountId: AccountId, password: string): Promise<void> {
  if (!(await isAccountPassword(deps, accountId, password)))
    throw badRequest(apiTexts.wrongPassword, 'wrong_password');
}

/** Changes the password of a signed-in account; its other sessions and every trusted browser end. */
export async function changePassword(
  deps: AccountDeps,
  auth: { accountId: AccountId; sessionId: string; email: string; locale: Locale },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await assertPassword(deps, auth.accountId, input.currentPassword);
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, auth.accountId, passwordHash);
    await invalidateAccountSessions(trx, auth.accountId, auth.sessionId);
    await deleteTrustedDevices(trx, auth.accountId);
    const mail = passwordChangedMail({
      siteName: deps.settings.siteName,
      to: auth.email,
      locale: auth.locale,
    });
    await enqueueMail(trx, mail);
  });
  deps.mailWorker.wake();
}

/** "Sign out everywhere": every session of the account ends, this one too, and every trusted browser. */
export async function signOutEverywhere(deps: AccountDeps, accountId: AccountId): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await invalidateAccountSessions(trx, accountId);
    await deleteTrustedDevices(trx, accountId);
  });
}

/** Deletes the account and all its personal data (a parent can do this for a child's account). */
export async function deleteAccount(
  deps: AccountDeps,
  auth: { accountId: AccountId; email: string; locale: Locale },
  password: string,
): Promise<void> {
  await assertPassword(deps, auth.accountId, password);
  await deps.db.transaction().execute(async (trx) => {
    await deleteUser(trx, auth.accountId);
    const mail = accountDeletedMail({
      siteName: deps.settings.siteName,
      to: auth.email,
      locale: auth.locale,
    });
    await enqueueMail(trx, mail);
  });
  deps.mailWorker.wake();
}
