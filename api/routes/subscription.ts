import { Hono } from 'hono';
import { listSubscriptionRecords } from '../../db/queries/subscriptions.ts';
import { requireAuth, requireParent } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { apiTexts } from '../http/api-text.ts';
import { ApiError } from '../http/errors.ts';
import { subscriptionStatusFor } from '../plans/subscription-status.ts';

/** /api/subscription: the check-subscription call and the customer portal (signed in). */
export function subscriptionRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireAuth(c);
      return c.json(await subscriptionStatusFor(deps.db, user.id), 200, { 'Cache-Control': 'no-store' });
    })
    .get('/portal', async (c) => {
      const { user } = requireParent(c);
      const portal = deps.settings.payments.customerPortalUrl;
      if (!portal) throw new ApiError(503, 'payments_not_configured', apiTexts.portalNotSetUp);
      const records = await listSubscriptionRecords(deps.db, user.id);
      if (!records.some((r) => r.source === 'stripe')) {
        throw new ApiError(409, 'no_online_subscription', apiTexts.notBoughtOnline);
      }
      const url = new URL(portal);
      url.searchParams.set('prefilled_email', user.email);
      return c.json({ url: url.href }, 200, { 'Cache-Control': 'no-store' });
    });
}
