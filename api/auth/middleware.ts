import type { Context, MiddlewareHandler } from 'hono';
import { touchProfile } from '../../db/queries/profiles.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import { learnerHeader } from '../../src/lib/offline-queue.ts';
import { familyAnswerTexts } from '../../src/lib/profile-checks.ts';
import type { AppDeps, AppEnv, RequestAuth } from '../context.ts';
import { apiTexts } from '../http/api-text.ts';
import { ApiError, forbidden, unauthorized } from '../http/errors.ts';
import { adminChecks, checkAdmin, isAdminByFacts } from './admin.ts';
import { actForCarriedLearner } from './carried-learner.ts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './cookies.ts';
import { secondsUntilSessionEnds, validateSessionToken } from './session.ts';

/** Reads the session cookie on every API request; a forged or expired cookie is cleared. */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function readSession(c, next) {
    c.set('auth', null);
    const token = readSessionCookie(c, deps.settings);
    if (token) {
      const valid = await validateSessionToken(deps.db, token);
      if (!valid) {
        clearSessionCookie(c, deps.settings);
      } else {
        const auth = { user: valid.user, session: valid.session, profile: valid.profile, facts: valid.facts };
        // A write queued offline is for the profile that made it (403 when this session may not act for it).
        const carried = c.req.header(learnerHeader);
        c.set('auth', carried === undefined ? auth : await actForCarriedLearner(deps.db, auth, carried));
        // A child's profile in use is active (its retention counts from here); at most once a minute.
        if (valid.extended && valid.profile.kind === 'child') await touchProfile(deps.db, valid.profile.id);
        // A remembered session's cookie moves its expiry forward with the session.
        if (valid.extended && valid.session.remembered) {
          writeSessionCookie(c, deps.settings, token, true, secondsUntilSessionEnds(valid.session));
        }
      }
    }
    await next();
  };
}

/** The request's signed-in user and session; a 401 (with `message` when given) when there is none. */
export function requireAuth(c: Context<AppEnv>, message?: string): RequestAuth {
  const auth = c.get('auth');
  if (!auth) throw unauthorized(message);
  return auth;
}

/**
 * The id of the learner whose data a request reads and writes (reading progress, challenges, badges,
 * memory verses, game results, streaks, plans, collections, stories, Ask & Pray): the session's
 * active profile (the account's own profile has the user's id). Per-learner routes take it from
 * here, never from `user.id`.
 */
export function requireLearner(c: Context<AppEnv>, message?: string): LearnerId {
  return requireAuth(c, message).profile.id;
}

/**
 * The signed-in account when the parent (the account's own profile) is at the keyboard: account
 * settings, checkout, family settings and admin. A child's profile gets a 403 whatever it sends.
 */
export function requireParent(c: Context<AppEnv>, message?: string): RequestAuth {
  const auth = requireAuth(c, message);
  if (auth.profile.kind !== 'self') {
    throw new ApiError(403, 'parent_only', familyAnswerTexts.parentOnly);
  }
  return auth;
}

/** Whether the request's user is an admin (the spec's check order). */
export function isAdminRequest(c: Context<AppEnv>, deps: AppDeps): Promise<boolean> {
  return isAdminAuth(c.get('auth'), deps);
}

/** Whether a request's session (null: signed out) is an admin's. */
export async function isAdminAuth(auth: RequestAuth | null | undefined, deps: AppDeps): Promise<boolean> {
  const known = isAdminAuthNow(auth, deps);
  if (known !== undefined) return known;
  return checkAdmin(auth?.user ?? null, adminChecks(deps.db, deps.settings.adminEmails), deps.log);
}

/**
 * `isAdminAuth` without a promise when nothing is to be read: signed out, a child's profile, or a
 * session whose read carried the role checks (`facts`); undefined when the checks must read.
 */
export function isAdminAuthNow(auth: RequestAuth | null | undefined, deps: AppDeps): boolean | undefined {
  if (!auth) return false;
  // A child's profile is never an admin, whoever's account it is in.
  if (auth.profile.kind === 'child') return false;
  // The same checks in the same order; the first two answered by the session's read when it carried them.
  return auth.facts ? isAdminByFacts(auth.user, auth.facts, deps.settings.adminEmails) : undefined;
}

/** Guards admin endpoints on the server: 401 without a session, 403 for non-admins. */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function adminOnly(c, next) {
    requireParent(c);
    if (!(await isAdminRequest(c, deps))) throw forbidden(apiTexts.adminsOnly);
    await next();
  };
}
