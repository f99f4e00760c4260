import { Hono } from 'hono';
import Stripe from 'stripe';
import type { AppDeps, AppEnv } from '../context.ts';
import { errorAnswer } from '../http/errors.ts';
import { handleStripeEvent, type StripeEventLike } from '../plans/stripe-webhook.ts';

/**
 * POST /api/webhooks/stripe: verified with the `stripe` package against STRIPE_WEBHOOK_SECRET on the
 * raw body, handled once per event id (a replay is acknowledged and changes nothing).
 */
export function webhookRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/stripe', async (c) => {
    const secret = deps.settings.payments.stripeWebhookSecret;
    if (!secret) {
      deps.log.warn('stripe webhook: STRIPE_WEBHOOK_SECRET is not set; event refused');
      return errorAnswer(c, 503, 'payments_not_configured', 'Payments are not set up on this site.');
    }
    const signature = c.req.header('stripe-signature');
    const raw = await c.req.text();
    let event: StripeEventLike;
    try {
      if (!signature) throw new Error('no Stripe-Signature header');
      event = Stripe.webhooks.constructEvent(raw, signature, secret) as unknown as StripeEventLike;
    } catch (error) {
      deps.log.warn('stripe webhook: rejected (bad signature or body)', {
        reason: error instanceof Error ? error.message.slice(0, 120) : 'unknown',
      });
      return errorAnswer(c, 400, 'invalid_signature', 'The webhook signature could not be verified.');
    }
    const outcome = await handleStripeEvent(deps.db, event);
    // A payment nobody could be matched to needs an admin (the Plans tab lists it).
    if (outcome.startsWith('kept as unmatched payment'))
      deps.log.warn(
        `stripe webhook: ${event.type} ${event.id}: ${outcome}; attach it in the Plans tab of /admin/`,
      );
    else deps.log.info(`stripe webhook: ${event.type} ${event.id}: ${outcome}`);
    return c.json({ received: true, outcome });
  });
}
