import type { Context } from 'hono';
import { notSubscribed, type SubscriptionStatus } from '../../src/lib/subscription.ts';
import type { SessionResponse } from '../../src/stores/session.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { isAdminRequest } from './middleware.ts';

/** Looks up a user's subscription; the plans feature provides it (see api/app.ts). */
export type SubscriptionLookup = (userId: string) => Promise<SubscriptionStatus>;

/** What GET /api/auth/session (and sign-in) answers: the user, the admin flag, the subscription. */
export async function sessionAnswer(c: Context<AppEnv>, deps: AppDeps, lookup?: SubscriptionLookup): Promise<SessionResponse> {
  const auth = c.get('auth');
  if (!auth) return { user: null, isAdmin: false, subscription: notSubscribed };
  const { user } = auth;
  return {
    user: { id: user.id, email: user.email, fullName: user.fullName },
    isAdmin: await isAdminRequest(c, deps),
    subscription: lookup ? await lookup(user.id) : notSubscribed,
  };
}
