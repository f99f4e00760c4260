import type { Context } from 'hono';
import type { AppDatabase } from '../../db/connection.ts';
import { listSubscriptionRecords } from '../../db/queries/subscriptions.ts';
import type { Entitled } from '../../src/lib/entitlements.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { effectiveSubscription, type SubscriptionStatus, tierOf } from '../../src/lib/subscription.ts';
import { isAdminRequest } from '../auth/middleware.ts';
import type { AppDeps, AppEnv, RequestAuth } from '../context.ts';

/** The check-subscription answer for an account: its best active plan, free when none. */
export async function subscriptionStatusFor(
  db: AppDatabase,
  accountId: AccountId,
  nowMs: number = Date.now(),
): Promise<SubscriptionStatus> {
  return effectiveSubscription(await listSubscriptionRecords(db, accountId), nowMs);
}

/**
 * The plan of the request's account (a parent's plan covers their children): from the session's read
 * when it carried the subscriptions, else read now.
 */
export function requestSubscription(deps: AppDeps, auth: RequestAuth): Promise<SubscriptionStatus> {
  return auth.facts
    ? Promise.resolve(effectiveSubscription(auth.facts.subscriptions, Date.now()))
    : subscriptionStatusFor(deps.db, auth.user.id);
}

/** The request's plan and role, for server-side limits (prayer requests, story posts, progress). */
export async function entitledFor(c: Context<AppEnv>, deps: AppDeps): Promise<Entitled> {
  const auth = c.get('auth');
  if (!auth) return { tier: 'free', isAdmin: false };
  const [status, isAdmin] = await Promise.all([requestSubscription(deps, auth), isAdminRequest(c, deps)]);
  return { tier: tierOf(status), isAdmin };
}
