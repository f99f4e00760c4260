import Stripe from 'stripe';
import type { TestApp } from './test-app.ts';

export const webhookSecret = 'whsec_test_secret_for_api_tests';
let sequence = 0;

export interface FakeEvent {
  id?: string;
  type: string;
  created?: number;
  object: Record<string, unknown>;
}

/** Sends an event to the webhook, signed the way Stripe signs it. */
export async function sendStripeEvent(
  t: TestApp,
  event: FakeEvent,
  secret = webhookSecret,
): Promise<Response> {
  sequence += 1;
  const payload = JSON.stringify({
    id: event.id ?? `evt_test_${sequence}`,
    object: 'event',
    type: event.type,
    created: event.created ?? Math.floor(Date.now() / 1000) + sequence,
    data: { object: event.object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  // Stripe calls from its own servers: no Origin header, and no browser headers.
  return t.app.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
}

/** A completed subscription checkout; `userId` null is a payment link opened outside the site. */
export function checkoutCompleted(
  userId: string | null,
  customer: string,
  subscription = 'sub_1',
  email?: string,
): FakeEvent {
  sequence += 1;
  return {
    type: 'checkout.session.completed',
    object: {
      id: `cs_test_${sequence}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: userId,
      customer,
      subscription,
      payment_status: 'paid',
      amount_total: 599,
      currency: 'usd',
      customer_details: email === undefined ? null : { email, name: 'A Parent' },
    },
  };
}

export function subscriptionEvent(
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  options: {
    id?: string;
    customer: string;
    status?: string;
    interval?: 'month' | 'year';
    periodEnd?: number;
    created?: number;
  },
): FakeEvent {
  return {
    type,
    created: options.created,
    object: {
      id: options.id ?? 'sub_1',
      object: 'subscription',
      customer: options.customer,
      status: options.status ?? 'active',
      items: {
        data: [
          {
            current_period_end: options.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
            price: { recurring: { interval: options.interval ?? 'month' } },
          },
        ],
      },
    },
  };
}
