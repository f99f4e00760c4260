import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../db/queries/users.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { checkoutCompleted, sendStripeEvent, subscriptionEvent, webhookSecret } from './helpers/stripe.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    CUSTOMER_PORTAL_URL: 'https://billing.stripe.com/p/login/test_123',
    ADMIN_EMAILS: 'boss@example.org',
  });
});
afterAll(() => t.close());

const statusOf = async (cookie: string) => (await t.request('/api/subscription', { headers: { cookie } })).json();
const userId = async (email: string): Promise<string> => (await findUserByEmail(t.db, email))!.id;
const subscriptionRows = async (email: string) =>
  t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', await userId(email)).execute();

describe('GET /api/subscription', () => {
  it('answers 401 to visitors and "free" to a new user', async () => {
    expect((await t.request('/api/subscription')).status).toBe(401);
    const cookie = await newSignedInUser(t, 'free@example.org');
    expect(await statusOf(cookie)).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
  });
});

describe('the Stripe webhook', () => {
  it('makes a user premium after checkout and the subscription events, whatever their order', async () => {
    const cookie = await newSignedInUser(t, 'mark@example.org');
    const id = await userId('mark@example.org');
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
    // The subscription event arrives first: the customer is not known yet, so nothing changes.
    const early = await sendStripeEvent(t, subscriptionEvent('customer.subscription.created', { customer: 'cus_mark', periodEnd }));
    expect(early.status).toBe(200);
    expect(((await early.json()) as { outcome: string }).outcome).toMatch(/unknown customer/);
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
    // Then the checkout that names the user: the stored subscription now applies.
    const res = await sendStripeEvent(t, checkoutCompleted(id, 'cus_mark'));
    expect(res.status).toBe(200);
    expect(await statusOf(cookie)).toEqual({
      subscribed: true,
      subscription_tier: 'premium',
      subscription_end: new Date(periodEnd * 1000).toISOString(),
    });
    const session = (await (await t.request('/api/auth/session', { headers: { cookie } })).json()) as { subscription: { subscribed: boolean } };
    expect(session.subscription.subscribed).toBe(true);
  });

  it('opens the plan at checkout even before the subscription event, then sets the annual tier', async () => {
    const cookie = await newSignedInUser(t, 'luke@example.org');
    await sendStripeEvent(t, checkoutCompleted(await userId('luke@example.org'), 'cus_luke', 'sub_luke'));
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true, subscription_tier: 'premium' });
    await sendStripeEvent(t, subscriptionEvent('customer.subscription.created', { id: 'sub_luke', customer: 'cus_luke', interval: 'year' }));
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true, subscription_tier: 'annual' });
  });

  it('handles an event once: a replay is acknowledged and changes nothing', async () => {
    const cookie = await newSignedInUser(t, 'john@example.org');
    const id = await userId('john@example.org');
    await sendStripeEvent(t, checkoutCompleted(id, 'cus_john', 'sub_john'));
    const cancel = { id: 'evt_cancel_john', ...subscriptionEvent('customer.subscription.deleted', { id: 'sub_john', customer: 'cus_john', status: 'canceled' }) };
    expect((await sendStripeEvent(t, cancel)).status).toBe(200);
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
    // Re-subscribe, then replay the old cancellation: still subscribed.
    await sendStripeEvent(t, subscriptionEvent('customer.subscription.created', { id: 'sub_john2', customer: 'cus_john' }));
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true });
    const replay = await sendStripeEvent(t, cancel);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { outcome: string }).outcome).toMatch(/duplicate/);
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true });
  });

  it('never lets an older event undo a newer one', async () => {
    const cookie = await newSignedInUser(t, 'paul@example.org');
    await sendStripeEvent(t, checkoutCompleted(await userId('paul@example.org'), 'cus_paul', 'sub_paul'));
    const now = Math.floor(Date.now() / 1000);
    await sendStripeEvent(t, subscriptionEvent('customer.subscription.deleted', { id: 'sub_paul', customer: 'cus_paul', created: now + 1000 }));
    const stale = await sendStripeEvent(t, subscriptionEvent('customer.subscription.updated', { id: 'sub_paul', customer: 'cus_paul', created: now + 10 }));
    expect(((await stale.json()) as { outcome: string }).outcome).toMatch(/older event/);
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
  });

  it('counts an expired subscription as free', async () => {
    const cookie = await newSignedInUser(t, 'titus@example.org');
    await sendStripeEvent(t, checkoutCompleted(await userId('titus@example.org'), 'cus_titus', 'sub_titus'));
    await sendStripeEvent(t, subscriptionEvent('customer.subscription.updated', { id: 'sub_titus', customer: 'cus_titus', periodEnd: Math.floor(Date.now() / 1000) - 60 }));
    expect(await statusOf(cookie)).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
  });

  it('rejects a bad signature, a missing signature and a tampered body, changing nothing', async () => {
    const cookie = await newSignedInUser(t, 'simon@example.org');
    const event = checkoutCompleted(await userId('simon@example.org'), 'cus_simon');
    expect((await sendStripeEvent(t, event, 'whsec_someone_else')).status).toBe(400);
    const missing = await t.app.request('/api/webhooks/stripe', { method: 'POST', body: JSON.stringify({ id: 'evt_x', type: event.type, data: { object: event.object } }) });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: { code: 'invalid_signature', message: 'The webhook signature could not be verified.' } });
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
    expect(t.log.lines.some((l) => l.includes('stripe webhook: rejected'))).toBe(true);
  });

  it('ignores unknown users, donations, unknown event types and malformed objects', async () => {
    const outcomes: string[] = [];
    for (const event of [
      checkoutCompleted('no-such-user', 'cus_ghost'),
      { type: 'checkout.session.completed', object: { mode: 'payment', customer: 'cus_giver', payment_status: 'paid' } },
      { type: 'invoice.paid', object: { id: 'in_1' } },
      { type: 'customer.subscription.updated', object: { nonsense: true } },
    ]) {
      const res = await sendStripeEvent(t, event);
      expect(res.status).toBe(200);
      outcomes.push(((await res.json()) as { outcome: string }).outcome);
    }
    expect(outcomes).toEqual([
      'ignored: unknown user no-such-user',
      'ignored: payment checkout (a donation or one-off payment)',
      'ignored: invoice.paid',
      'ignored: malformed subscription',
    ]);
    expect(await t.db.selectFrom('stripe_customers').select('customer_id').where('customer_id', '=', 'cus_ghost').executeTakeFirst()).toBeUndefined();
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const bare = await createTestApp();
    try {
      expect((await sendStripeEvent(bare, checkoutCompleted('x', 'cus_x'))).status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

describe('giving a plan by hand', () => {
  it('lets an admin give and clear a plan, recording who and when', async () => {
    const boss = await newSignedInUser(t, 'boss@example.org');
    const cookie = await newSignedInUser(t, 'school@example.org');
    const granted = await t.json('PUT', '/api/admin/subscriptions', { email: 'School@example.org', tier: 'lifetime', note: 'Sunday school' }, { cookie: boss });
    expect(granted.status).toBe(200);
    const body = (await granted.json()) as { status: unknown; history: Array<{ action: string; actorEmail: string; tier: string; createdAt: string }> };
    expect(body.status).toEqual({ subscribed: true, subscription_tier: 'lifetime', subscription_end: null });
    expect(body.history[0]).toMatchObject({ action: 'grant', actorEmail: 'boss@example.org', tier: 'lifetime' });
    expect(Date.now() - Date.parse(body.history[0]!.createdAt)).toBeLessThan(10_000);
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true, subscription_tier: 'lifetime' });

    const cleared = await t.request('/api/admin/subscriptions?email=school@example.org', { method: 'DELETE', headers: { cookie: boss } });
    expect(((await cleared.json()) as { history: Array<{ action: string }> }).history[0]!.action).toBe('clear');
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
  });

  it('honours an end date: a plan that ended yesterday counts as free', async () => {
    const boss = await signIn(t, 'boss@example.org');
    const cookie = await newSignedInUser(t, 'gift@example.org');
    const yesterday = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await t.json('PUT', '/api/admin/subscriptions', { email: 'gift@example.org', tier: 'premium', endsOn: yesterday }, { cookie: boss });
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await t.json('PUT', '/api/admin/subscriptions', { email: 'gift@example.org', tier: 'premium', endsOn: nextYear }, { cookie: boss });
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true, subscription_end: `${nextYear}T23:59:59.000Z` });
  });

  it('refuses bad input with a clear message', async () => {
    const boss = await signIn(t, 'boss@example.org');
    const cases: Array<[unknown, number, string]> = [
      [{ email: 'gift@example.org', tier: 'platinum' }, 400, 'Choose basic, premium, annual or lifetime.'],
      [{ email: 'gift@example.org', tier: 'premium', endsOn: '31/12/2030' }, 400, 'Enter the end date as YYYY-MM-DD, or leave it empty.'],
      [{ email: 'nobody@example.org', tier: 'premium' }, 404, 'No account uses that e-mail address.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.json('PUT', '/api/admin/subscriptions', body, { cookie: boss });
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it('never lets a user give themselves a plan', async () => {
    const cookie = await newSignedInUser(t, 'cheeky@example.org');
    const res = await t.json('PUT', '/api/admin/subscriptions', { email: 'cheeky@example.org', tier: 'lifetime' }, { cookie });
    expect(res.status).toBe(403);
    expect(await subscriptionRows('cheeky@example.org')).toEqual([]);
    expect((await t.json('PUT', '/api/admin/subscriptions', { email: 'cheeky@example.org', tier: 'lifetime' })).status).toBe(401);
  });
});

describe('the customer portal', () => {
  it('opens for an online subscriber, with their e-mail filled in', async () => {
    const cookie = await signIn(t, 'mark@example.org');
    const res = await t.request('/api/subscription/portal', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toBe('https://billing.stripe.com/p/login/test_123?prefilled_email=mark%40example.org');
  });

  it('explains when there is nothing to manage', async () => {
    const cookie = await newSignedInUser(t, 'nomanage@example.org');
    const res = await t.request('/api/subscription/portal', { headers: { cookie } });
    expect(res.status).toBe(409);
  });
});
