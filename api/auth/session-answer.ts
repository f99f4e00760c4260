import type { Context } from 'hono';
import { countChildProfiles } from '../../db/queries/profiles.ts';
import type { SessionResponse } from '../../src/lib/session.ts';
import { effectiveSubscription, notSubscribed } from '../../src/lib/subscription.ts';
import type { AppDeps, AppEnv, RequestAuth } from '../context.ts';
import { subscriptionStatusFor } from '../plans/subscription-status.ts';
import { isAdminAuth } from './middleware.ts';

/** What GET /api/auth/session answers: the user, the admin flag, the subscription. */
export function sessionAnswer(c: Context<AppEnv>, deps: AppDeps): Promise<SessionResponse> {
  return sessionAnswerFor(c.get('auth'), deps);
}

/** The session answer for a request's session (null: signed out). */
export async function sessionAnswerFor(
  auth: RequestAuth | null | undefined,
  deps: AppDeps,
): Promise<SessionResponse> {
  if (!auth) return { user: null, isAdmin: false, subscription: notSubscribed };
  const { user, profile } = auth;
  // The plan and the child count were read with the session when the request's session read carried them.
  const { facts } = auth;
  const [isAdmin, subscription, children] = await Promise.all([
    isAdminAuth(auth, deps),
    // The family's plan is the account's: it covers every profile.
    facts ? effectiveSubscription(facts.subscriptions, Date.now()) : subscriptionStatusFor(deps.db, user.id),
    facts ? facts.childProfiles : countChildProfiles(deps.db, user.id),
  ]);
  return {
    user: { id: user.id, email: user.email, fullName: user.fullName },
    profile: { id: profile.id, kind: profile.kind, name: profile.displayName, avatar: profile.avatar },
    hasChildren: children > 0,
    isAdmin,
    subscription,
  };
}
