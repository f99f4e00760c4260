import { isLocale, type Locale } from '../../src/i18n/locales.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import type { AppDatabase } from '../connection.ts';

export interface User {
  id: AccountId;
  email: string;
  fullName: string | null;
  emailConfirmedAt: string | null;
  createdAt: string;
  /** The language the account chose; null: none chosen (e-mails then follow the request's page). */
  locale: Locale | null;
}

/** A User's columns, read under its field names (never the password hash). */
const userColumns = [
  'id',
  'email',
  'full_name as fullName',
  'email_confirmed_at as emailConfirmedAt',
  'created_at as createdAt',
  'locale',
] as const;

/** A row read under the User's field names, with its id known to be an account's. */
function toUser<Row extends Omit<User, 'id' | 'locale'> & { id: string; locale: string | null }>(
  row: Row,
): User {
  return {
    id: row.id as AccountId,
    email: row.email,
    fullName: row.fullName,
    emailConfirmedAt: row.emailConfirmedAt,
    createdAt: row.createdAt,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}

/** E-mail addresses are compared trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: AppDatabase, id: AccountId): Promise<User | null> {
  const user = await db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
  return user ? toUser(user) : null;
}

export async function findUserByEmail(db: AppDatabase, email: string): Promise<User | null> {
  const user = await db
    .selectFrom('users')
    .select(userColumns)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return user ? toUser(user) : null;
}

/** The user and their password hash, for sign-in only. */
export async function findCredentialsByEmail(
  db: AppDatabase,
  email: string,
): Promise<{ user: User; passwordHash: string } | null> {
  const row = await db
    .selectFrom('users')
    .select([...userColumns, 'password_hash'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!row) return null;
  return { user: toUser(row), passwordHash: row.password_hash };
}

export async function findPasswordHash(db: AppDatabase, accountId: AccountId): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

export interface NewUser {
  id: string;
  email: string;
  fullName: string | null;
  passwordHash: string;
}

export async function insertUser(db: AppDatabase, user: NewUser, now: Date = new Date()): Promise<User> {
  const created = await db
    .insertInto('users')
    .values({
      id: user.id,
      email: normalizeEmail(user.email),
      full_name: user.fullName,
      password_hash: user.passwordHash,
      email_confirmed_at: null,
      created_at: now.toISOString(),
    })
    .returning(userColumns)
    .executeTakeFirstOrThrow();
  // Every account learns as its own profile too, with the account's id (migration 027).
  await db
    .insertInto('profiles')
    .values({
      id: created.id,
      account_id: created.id,
      kind: 'self',
      display_name: user.fullName?.trim() || 'Me',
      avatar: 'lamb',
      age_band: null,
      community_posting: 1,
      created_at: created.createdAt,
      last_active_at: created.createdAt,
    })
    .execute();
  return toUser(created);
}

export async function markEmailConfirmed(
  db: AppDatabase,
  accountId: AccountId,
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_confirmed_at: now.toISOString() })
    .where('id', '=', accountId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

/**
 * An unconfirmed account takes the password and name of its latest sign-up, so that sign-up sees
 * "confirm your e-mail" when signing in. Confirmed accounts are never touched.
 */
export async function updateUnconfirmedSignUp(
  db: AppDatabase,
  accountId: AccountId,
  signUp: { passwordHash: string; fullName: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: signUp.passwordHash, full_name: signUp.fullName })
    .where('id', '=', accountId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

/**
 * Confirms an unconfirmed account with the password and name that came with the confirmation link;
 * false when the account was already confirmed (nothing changes then).
 */
export async function confirmAccount(
  db: AppDatabase,
  accountId: AccountId,
  signUp: { passwordHash: string; fullName: string | null },
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      password_hash: signUp.passwordHash,
      full_name: signUp.fullName,
      email_confirmed_at: now.toISOString(),
    })
    .where('id', '=', accountId)
    .where('email_confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updatePasswordHash(
  db: AppDatabase,
  accountId: AccountId,
  passwordHash: string,
): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
}

/** Removes the account; sessions, roles, tokens and everything else of the account go with it (cascade). */
export async function deleteUser(db: AppDatabase, accountId: AccountId): Promise<void> {
  await db.deleteFrom('users').where('id', '=', accountId).execute();
}

/** Remembers the language the account chose (null: forget it). */
export async function saveAccountLocale(
  db: AppDatabase,
  accountId: AccountId,
  locale: Locale | null,
): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', accountId).execute();
}
