import type { Context } from 'hono';
import { countChildProfiles } from '../../db/queries/profiles.ts';
import type { SessionResponse } from '../../src/lib/session.ts';
import { effectiveSubscription, notSubscribed } from '../../src/lib/subscription.ts';
import type { AppDeps, AppEnv, RequestAuth } from '../context.ts';
import { subscriptionStatusFor } from '../plans/subscription-status.ts';
import { isAdminAuth, isAdminAuthNow } from './middleware.ts';

/** What GET /api/auth/session answers: the user, the admin flag, the subscription. */
export function sessionAnswer(c: Context<AppEnv>, deps: AppDeps): Promise<SessionResponse> {
  return sessionAnswerFor(c.get('auth'), deps);
}

/** The session answer for a request's session (null: signed out). */
export async function sessionAnswerFor(
  auth: RequestAuth | null | undefined,
  deps: AppDeps,
): Promise<SessionResponse> {
  const known = sessionAnswerNow(auth, deps);
  if (known) return known;
  // A session whose read did not carry the facts (a route that set the auth itself): read them.
  const { user } = auth!;
  const [isAdmin, subscription, children] = await Promise.all([
    isAdminAuth(auth, deps),
    // The family's plan is the account's: it covers every profile.
    subscriptionStatusFor(deps.db, user.id),
    countChildProfiles(deps.db, user.id),
  ]);
  return answerOf(auth!, isAdmin, subscription, children);
}

/**
 * The session answer without a promise when nothing is to be read: signed out, or a session whose
 * read carried the plan, the child count and the admin checks (`facts`); undefined otherwise.
 */
export function sessionAnswerNow(
  auth: RequestAuth | null | undefined,
  deps: AppDeps,
): SessionResponse | undefined {
  if (!auth) return { user: null, isAdmin: false, subscription: notSubscribed };
  const { facts } = auth;
  if (!facts) return undefined;
  // The family's plan is the account's: it covers every profile.
  const subscription = effectiveSubscription(facts.subscriptions, Date.now());
  return answerOf(auth, isAdminAuthNow(auth, deps) === true, subscription, facts.childProfiles);
}

function answerOf(
  { user, profile }: RequestAuth,
  isAdmin: boolean,
  subscription: SessionResponse['subscription'],
  children: number,
): SessionResponse {
  return {
    user: { id: user.id, email: user.email, fullName: user.fullName, locale: user.locale },
    profile: {
      id: profile.id,
      kind: profile.kind,
      name: profile.displayName,
      avatar: profile.avatar,
      ageBand: profile.ageBand,
      start: profile.start,
      locale: profile.locale,
    },
    hasChildren: children > 0,
    isAdmin,
    subscription,
  };
}
