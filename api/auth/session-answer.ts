import type { Context } from 'hono';
import type { SessionResponse } from '../../src/lib/session.ts';
import { notSubscribed } from '../../src/lib/subscription.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { subscriptionStatusFor } from '../plans/subscription-status.ts';
import { isAdminRequest } from './middleware.ts';

/** What GET /api/auth/session answers: the user, the admin flag, the subscription. */
export async function sessionAnswer(c: Context<AppEnv>, deps: AppDeps): Promise<SessionResponse> {
  const auth = c.get('auth');
  if (!auth) return { user: null, isAdmin: false, subscription: notSubscribed };
  const { user } = auth;
  const [isAdmin, subscription] = await Promise.all([
    isAdminRequest(c, deps),
    subscriptionStatusFor(deps.db, user.id),
  ]);
  return { user: { id: user.id, email: user.email, fullName: user.fullName }, isAdmin, subscription };
}
