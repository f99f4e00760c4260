import type { AppDatabase } from '../../db/connection.ts';
import {
  type ActiveProfile,
  deleteAccountSessions,
  deleteSession,
  findSessionWithUser,
  findSessionWithUserNow,
  insertSession,
  type SessionFacts,
  type SessionRow,
  type SessionWithUser,
  touchSession,
} from '../../db/queries/sessions.ts';
import type { User } from '../../db/queries/users.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { randomToken, sha256Bytes, sha256Matches } from './tokens.ts';

/** A remembered session ends after 10 days without use; each use extends it. */
export const rememberedInactivityLimitSeconds = 10 * 24 * 60 * 60;
/** Without "Remember my login information": a browser-session cookie and a 1-day limit. */
export const browserSessionLimitSeconds = 24 * 60 * 60;
/**
 * Every session ends 30 days after sign-in however often it is used (on top of the idle limits
 * above), so a stolen or forgotten cookie cannot live for ever.
 */
export const sessionAbsoluteLifetimeSeconds = 30 * 24 * 60 * 60;
/** A session's last use is written at most once a minute. */
export const sessionTouchIntervalSeconds = 60;

export interface ValidSession {
  session: SessionRow;
  user: User;
  profile: ActiveProfile;
  /** The admin role checks, subscriptions and child count, read with the session. */
  facts: SessionFacts;
  /** True when the session's expiry moved forward (the cookie should be sent again). */
  extended: boolean;
}

/** Seconds until a session reaches its absolute lifetime (never negative). */
export function secondsUntilSessionEnds(
  session: Pick<SessionRow, 'createdAt'>,
  now: Date = new Date(),
): number {
  const endsAt = session.createdAt.getTime() + sessionAbsoluteLifetimeSeconds * 1000;
  return Math.max(0, Math.floor((endsAt - now.getTime()) / 1000));
}

export function sessionLimitSeconds(remembered: boolean): number {
  return remembered ? rememberedInactivityLimitSeconds : browserSessionLimitSeconds;
}

/**
 * Creates a session and returns its cookie token `id.secret`. Only SHA-256 of the secret is
 * stored, so a leaked database gives no working tokens (the Lucia guide's design).
 */
export async function createSession(
  db: AppDatabase,
  accountId: AccountId,
  remembered: boolean,
  now: Date = new Date(),
): Promise<{ token: string; session: SessionRow }> {
  const id = randomToken(15);
  const secret = randomToken(20);
  const session: SessionRow = {
    id,
    accountId,
    secretHash: sha256Bytes(secret),
    createdAt: now,
    lastVerifiedAt: now,
    remembered,
  };
  await insertSession(db, session);
  return { token: `${id}.${secret}`, session };
}

/**
 * What a cookie token's session is now, read without writing anything: `invalid` (malformed, forged
 * or unknown), `expired` (to be deleted), or `valid`, with `touch` when its last use is to be
 * written (at most once a minute, which also moves a remembered cookie's expiry forward).
 */
export type SessionCheck =
  | { state: 'invalid' }
  | { state: 'expired'; sessionId: string }
  | { state: 'valid'; found: Omit<ValidSession, 'extended'>; touch: boolean };

export async function checkSessionToken(
  db: AppDatabase,
  token: string,
  now: Date = new Date(),
): Promise<SessionCheck> {
  const parts = tokenParts(token);
  if (!parts) return { state: 'invalid' };
  // One read by primary key: the session with its user (a session's user always exists: cascade),
  // its active profile and the request's facts (admin role, plan, children).
  return judgeSession(await findSessionWithUser(db, parts[0]), parts[1], now);
}

/**
 * `checkSessionToken` without a promise, for a database that answers synchronously (SQLite outside
 * a transaction); undefined when it cannot (PostgreSQL, a transaction open): then use the former.
 */
export function checkSessionTokenNow(
  db: AppDatabase,
  token: string,
  now: Date = new Date(),
): SessionCheck | undefined {
  const parts = tokenParts(token);
  if (!parts) return { state: 'invalid' };
  const found = findSessionWithUserNow(db, parts[0]);
  return found === undefined ? undefined : judgeSession(found, parts[1], now);
}

/** A cookie token's session id and secret; null when it is malformed. */
function tokenParts(token: string): [id: string, secret: string] | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1 || token.indexOf('.', dot + 1) !== -1) return null;
  return [token.slice(0, dot), token.slice(dot + 1)];
}

/** What a session read by a token's id is for the token's secret at `now`. */
function judgeSession(found: SessionWithUser | null, secret: string, now: Date): SessionCheck {
  if (!found) return { state: 'invalid' };
  if (!sha256Matches(secret, found.session.secretHash)) return { state: 'invalid' };

  const { session } = found;
  const idleSeconds = (now.getTime() - session.lastVerifiedAt.getTime()) / 1000;
  const ageSeconds = (now.getTime() - session.createdAt.getTime()) / 1000;
  if (
    idleSeconds >= sessionLimitSeconds(session.remembered) ||
    ageSeconds >= sessionAbsoluteLifetimeSeconds
  ) {
    return { state: 'expired', sessionId: session.id };
  }
  return { state: 'valid', found, touch: idleSeconds >= sessionTouchIntervalSeconds };
}

/** The session and user of a cookie token, or null when it is malformed, forged or expired. */
export async function validateSessionToken(
  db: AppDatabase,
  token: string,
  now: Date = new Date(),
): Promise<ValidSession | null> {
  const check = await checkSessionToken(db, token, now);
  if (check.state === 'invalid') return null;
  if (check.state === 'expired') {
    await deleteSession(db, check.sessionId);
    return null;
  }
  const { found, touch } = check;
  if (touch) {
    await touchSession(db, found.session.id, now);
    found.session.lastVerifiedAt = now;
  }
  return { ...found, extended: touch };
}

export async function invalidateSession(db: AppDatabase, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

/** Ends all of an account's sessions, except `keepSessionId` when given. */
export async function invalidateAccountSessions(
  db: AppDatabase,
  accountId: AccountId,
  keepSessionId?: string,
): Promise<void> {
  await deleteAccountSessions(db, accountId, keepSessionId);
}
