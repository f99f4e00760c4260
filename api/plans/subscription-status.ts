import type { Context } from 'hono';
import type { AppDatabase } from '../../db/connection.ts';
import { listSubscriptionRecords } from '../../db/queries/subscriptions.ts';
import type { Entitled } from '../../src/lib/entitlements.ts';
import { effectiveSubscription, type SubscriptionStatus, tierOf } from '../../src/lib/subscription.ts';
import { isAdminRequest } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';

/** The check-subscription answer for a user: their best active plan, free when none. */
export async function subscriptionStatusFor(
  db: AppDatabase,
  userId: string,
  nowMs: number = Date.now(),
): Promise<SubscriptionStatus> {
  return effectiveSubscription(await listSubscriptionRecords(db, userId), nowMs);
}

/** The request's plan and role, for server-side limits (prayer requests, story posts, progress). */
export async function entitledFor(c: Context<AppEnv>, deps: AppDeps): Promise<Entitled> {
  const auth = c.get('auth');
  if (!auth) return { tier: 'free', isAdmin: false };
  const [status, isAdmin] = await Promise.all([
    subscriptionStatusFor(deps.db, auth.user.id),
    isAdminRequest(c, deps),
  ]);
  return { tier: tierOf(status), isAdmin };
}
