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

const statusOf = async (cookie: string) =>
  (await t.request('/api/subscription', { headers: { cookie } })).json();
const userId = async (email: string): Promise<string> => (await findUserByEmail(t.db, email))!.id;
const subscriptionRows = async (email: string) =>
  t.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', await userId(email))
    .execute();

describe('GET /api/subscription', () => {
  it('answers 401 to visitors and "free" to a new user', async () => {
    expect((await t.request('/api/subscription')).status).toBe(401);
    const cookie = await newSignedInUser(t, 'free@example.org');
    expect(await statusOf(cookie)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
  });
});

describe('the Stripe webhook', () => {
  it('makes a user premium after checkout and the subscription events, whatever their order', async () => {
    const cookie = await newSignedInUser(t, 'mark@example.org');
    const id = await userId('mark@example.org');
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
    // The subscription event arrives first: the customer is not known yet, so nothing changes.
    const early = await sendStripeEvent(
      t,
      subscriptionEvent('customer.subscription.created', { customer: 'cus_mark', periodEnd }),
    );
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
    const session = (await (await t.request('/api/auth/session', { headers: { cookie } })).json()) as {
      subscription: { subscribed: boolean };
    };
    expect(session.subscription.subscribed).toBe(true);
  });

  it('opens the plan at checkout even before the subscription event, then sets the annual tier', async () => {
    const cookie = await newSignedInUser(t, 'luke@example.org');
    await sendStripeEvent(t, checkoutCompleted(await userId('luke@example.org'), 'cus_luke', 'sub_luke'));
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true, subscription_tier: 'premium' });
    await sendStripeEvent(
      t,
      subscriptionEvent('customer.subscription.created', {
        id: 'sub_luke',
        customer: 'cus_luke',
        interval: 'year',
      }),
    );
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true, subscription_tier: 'annual' });
  });

  it('handles an event once: a replay is acknowledged and changes nothing', async () => {
    const cookie = await newSignedInUser(t, 'john@example.org');
    const id = await userId('john@example.org');
    await sendStripeEvent(t, checkoutCompleted(id, 'cus_john', 'sub_john'));
    const cancel = {
      id: 'evt_cancel_john',
      ...subscriptionEvent('customer.subscription.deleted', {
        id: 'sub_john',
        customer: 'cus_john',
        status: 'canceled',
      }),
    };
    expect((await sendStripeEvent(t, cancel)).status).toBe(200);
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
    // Re-subscribe, then replay the old cancellation: still subscribed.
    await sendStripeEvent(
      t,
      subscriptionEvent('customer.subscription.created', { id: 'sub_john2', customer: 'cus_john' }),
    );
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
    // The newer event: payment failed for good (unpaid closes the plan, but is not final).
    await sendStripeEvent(
      t,
      subscriptionEvent('customer.subscription.updated', {
        id: 'sub_paul',
        customer: 'cus_paul',
        status: 'unpaid',
        created: now + 1000,
      }),
    );
    const stale = await sendStripeEvent(
      t,
      subscriptionEvent('customer.subscription.updated', {
        id: 'sub_paul',
        customer: 'cus_paul',
        created: now + 10,
      }),
    );
    expect(((await stale.json()) as { outcome: string }).outcome).toMatch(/older event/);
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
  });

  it('counts an expired subscription as free', async () => {
    const cookie = await newSignedInUser(t, 'titus@example.org');
    await sendStripeEvent(t, checkoutCompleted(await userId('titus@example.org'), 'cus_titus', 'sub_titus'));
    await sendStripeEvent(
      t,
      subscriptionEvent('customer.subscription.updated', {
        id: 'sub_titus',
        customer: 'cus_titus',
        periodEnd: Math.floor(Date.now() / 1000) - 60,
      }),
    );
    expect(await statusOf(cookie)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
  });

  it('rejects a bad signature, a missing signature and a tampered body, changing nothing', async () => {
    const cookie = await newSignedInUser(t, 'simon@example.org');
    const event = checkoutCompleted(await userId('simon@example.org'), 'cus_simon');
    expect((await sendStripeEvent(t, event, 'whsec_someone_else')).status).toBe(400);
    const missing = await t.app.request('/api/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_x', type: event.type, data: { object: event.object } }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { code: 'invalid_signature', message: 'The webhook signature could not be verified.' },
    });
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
    expect(t.log.lines.some((l) => l.includes('stripe webhook: rejected'))).toBe(true);
  });

  it('ignores unknown users, donations, unknown event types and malformed objects', async () => {
    const outcomes: string[] = [];
    for (const event of [
      checkoutCompleted('no-such-user', 'cus_ghost'),
      {
        type: 'checkout.session.completed',
        object: { mode: 'payment', customer: 'cus_giver', payment_status: 'paid' },
      },
      { type: 'invoice.paid', object: { id: 'in_1' } },
      { type: 'customer.subscription.updated', object: { nonsense: true } },
    ]) {
      const res = await sendStripeEvent(t, event);
      expect(res.status).toBe(200);
      outcomes.push(((await res.json()) as { outcome: string }).outcome);
    }
    expect(outcomes).toEqual([
      expect.stringMatching(
        /^kept as unmatched payment \d+: unknown client reference no-such-user; the checkout has no e-mail address$/,
      ),
      'ignored: payment checkout (a donation or one-off payment)',
      'ignored: invoice.paid',
      'ignored: malformed subscription',
    ]);
    expect(
      await t.db
        .selectFrom('stripe_customers')
        .select('customer_id')
        .where('customer_id', '=', 'cus_ghost')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it(
    'keeps a deleted subscription deleted: a same-second update arriving after it ' +
      'does not reopen the plan',
    async () => {
      const cookie = await newSignedInUser(t, 'demas@example.org');
      await sendStripeEvent(
        t,
        checkoutCompleted(await userId('demas@example.org'), 'cus_demas', 'sub_demas'),
      );
      expect(await statusOf(cookie)).toMatchObject({ subscribed: true });
      const second = Math.floor(Date.now() / 1000) + 5000;
      await sendStripeEvent(
        t,
        subscriptionEvent('customer.subscription.deleted', {
          id: 'sub_demas',
          customer: 'cus_demas',
          status: 'canceled',
          created: second,
        }),
      );
      expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
      const tie = await sendStripeEvent(
        t,
        subscriptionEvent('customer.subscription.updated', {
          id: 'sub_demas',
          customer: 'cus_demas',
          status: 'active',
          created: second,
        }),
      );
      expect(tie.status).toBe(200);
      expect(((await tie.json()) as { outcome: string }).outcome).toMatch(/sub_demas has ended .*final/);
      expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
      // Final for that id even when a later-stamped event claims it is active again.
      const later = await sendStripeEvent(
        t,
        subscriptionEvent('customer.subscription.updated', {
          id: 'sub_demas',
          customer: 'cus_demas',
          status: 'active',
          created: second + 60,
        }),
      );
      expect(((await later.json()) as { outcome: string }).outcome).toMatch(/final/);
      expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
      const stored = await t.db
        .selectFrom('stripe_subscriptions')
        .select('status')
        .where('subscription_id', '=', 'sub_demas')
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('canceled');
      // A new purchase is a new subscription id, and it opens the plan.
      await sendStripeEvent(
        t,
        subscriptionEvent('customer.subscription.created', {
          id: 'sub_demas2',
          customer: 'cus_demas',
          created: second + 120,
        }),
      );
      expect(await statusOf(cookie)).toMatchObject({ subscribed: true });
    },
  );

  it('resolves events of the same second by the subscription state, whichever arrives first', async () => {
    const second = Math.floor(Date.now() / 1000) + 7000;
    const run = async (
      name: string,
      events: Array<{
        type:
          | 'customer.subscription.created'
          | 'customer.subscription.updated'
          | 'customer.subscription.deleted';
        status: string;
      }>,
    ) => {
      const cookie = await newSignedInUser(t, `${name}@example.org`);
      await sendStripeEvent(
        t,
        checkoutCompleted(await userId(`${name}@example.org`), `cus_${name}`, `sub_${name}`),
      );
      for (const e of events) {
        const res = await sendStripeEvent(
          t,
          subscriptionEvent(e.type, {
            id: `sub_${name}`,
            customer: `cus_${name}`,
            status: e.status,
            created: second,
          }),
        );
        expect(res.status).toBe(200);
      }
      return statusOf(cookie);
    };
    const incomplete = { type: 'customer.subscription.created', status: 'incomplete' } as const;
    const active = { type: 'customer.subscription.updated', status: 'active' } as const;
    const deleted = { type: 'customer.subscription.deleted', status: 'canceled' } as const;
    // Payment confirmed in the same second as the subscription was created: active either way.
    expect(await run('tie-a', [incomplete, active])).toMatchObject({ subscribed: true });
    expect(await run('tie-b', [active, incomplete])).toMatchObject({ subscribed: true });
    // Deleted in the same second as an update: deleted either way.
    expect(await run('tie-c', [active, deleted])).toMatchObject({ subscribed: false });
    expect(await run('tie-d', [deleted, active])).toMatchObject({ subscribed: false });
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

describe('payments that arrive without a client reference', () => {
  const outcomeOf = async (res: Response) => ((await res.json()) as { outcome: string }).outcome;
  interface Unmatched {
    id: number;
    email: string | null;
    reason: string;
    customerId: string;
    amountTotal: number | null;
    attachedAt: string | null;
    attachedByEmail: string | null;
  }
  const unmatchedList = async (cookie: string) => {
    const res = await t.request('/api/admin/subscriptions/unmatched', { headers: { cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as { open: Unmatched[]; attached: Unmatched[] };
  };

  it('matches the one confirmed account with the checkout e-mail, ignoring case', async () => {
    const cookie = await newSignedInUser(t, 'ruth@example.org');
    const res = await sendStripeEvent(t, checkoutCompleted(null, 'cus_ruth', 'sub_ruth', 'Ruth@Example.ORG'));
    expect(res.status).toBe(200);
    expect(await outcomeOf(res)).toBe('user plan premium (checkout completed), matched by e-mail');
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true, subscription_tier: 'premium' });
    // The customer is linked: its subscription events now reach the account.
    await sendStripeEvent(
      t,
      subscriptionEvent('customer.subscription.created', {
        id: 'sub_ruth',
        customer: 'cus_ruth',
        interval: 'year',
      }),
    );
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true, subscription_tier: 'annual' });
  });

  it('keeps a payment nobody matches for the admins, who attach it to an account', async () => {
    const boss = await newSignedInUser(t, 'boss-unmatched@example.org');
    await t.db
      .insertInto('user_roles')
      .values({
        user_id: await userId('boss-unmatched@example.org'),
        role: 'admin',
        created_at: new Date().toISOString(),
      })
      .execute();
    // An account that was never confirmed is not matched by e-mail.
    expect(
      (
        await t.json('POST', '/api/auth/signup', {
          isAdult: true,
          email: 'naomi@example.org',
          password: 'grace-and-truth-7',
        })
      ).status,
    ).toBe(200);
    const unconfirmed = await sendStripeEvent(
      t,
      checkoutCompleted(null, 'cus_naomi', 'sub_naomi', 'naomi@example.org'),
    );
    expect(await outcomeOf(unconfirmed)).toMatch(
      /^kept as unmatched payment \d+: no confirmed account uses this e-mail address$/,
    );
    const stranger = await sendStripeEvent(
      t,
      checkoutCompleted(null, 'cus_orpah', 'sub_orpah', 'grandma.orpah@example.net'),
    );
    expect(await outcomeOf(stranger)).toMatch(
      /^kept as unmatched payment \d+: no confirmed account uses this e-mail address$/,
    );
    expect(
      t.log.lines.some(
        (l) => l.startsWith('warn stripe webhook') && l.includes('attach it in the Plans tab'),
      ),
    ).toBe(true);
    expect(
      await t.db
        .selectFrom('stripe_customers')
        .select('customer_id')
        .where('customer_id', 'in', ['cus_naomi', 'cus_orpah'])
        .execute(),
    ).toEqual([]);

    // Only admins see or attach them: checked on the server.
    const child = await newSignedInUser(t, 'boaz@example.org');
    expect(
      (await t.request('/api/admin/subscriptions/unmatched', { headers: { cookie: child } })).status,
    ).toBe(403);
    expect((await t.request('/api/admin/subscriptions/unmatched')).status).toBe(401);
    const list = await unmatchedList(boss);
    const payment = list.open.find((p) => p.email === 'grandma.orpah@example.net');
    expect(payment).toMatchObject({ customerId: 'cus_orpah', amountTotal: 599, attachedAt: null });
    expect(
      (
        await t.json(
          'POST',
          `/api/admin/subscriptions/unmatched/${payment!.id}/attach`,
          { email: 'boaz@example.org' },
          { cookie: child },
        )
      ).status,
    ).toBe(403);
    expect(await statusOf(child)).toMatchObject({ subscribed: false });

    // An unknown account or payment changes nothing.
    const unknownUser = await t.json(
      'POST',
      `/api/admin/subscriptions/unmatched/${payment!.id}/attach`,
      { email: 'nobody-here@example.org' },
      { cookie: boss },
    );
    expect(unknownUser.status).toBe(404);
    expect(
      (
        await t.json(
          'POST',
          '/api/admin/subscriptions/unmatched/999999/attach',
          { email: 'boaz@example.org' },
          { cookie: boss },
        )
      ).status,
    ).toBe(404);
    expect((await unmatchedList(boss)).open.some((p) => p.id === payment!.id)).toBe(true);

    // The grandmother paid for Boaz: the admin attaches it, and the plan opens as a matched checkout would.
    const attached = await t.json(
      'POST',
      `/api/admin/subscriptions/unmatched/${payment!.id}/attach`,
      { email: 'Boaz@example.org' },
      { cookie: boss },
    );
    expect(attached.status).toBe(200);
    const body = (await attached.json()) as {
      status: unknown;
      payment: Unmatched;
      history: Array<{ action: string; actorEmail: string | null }>;
    };
    expect(body.status).toMatchObject({ subscribed: true, subscription_tier: 'premium' });
    expect(body.payment).toMatchObject({ id: payment!.id, attachedByEmail: 'boss-unmatched@example.org' });
    expect(body.history[0]).toMatchObject({ action: 'attach', actorEmail: 'boss-unmatched@example.org' });
    expect(await statusOf(child)).toMatchObject({ subscribed: true, subscription_tier: 'premium' });
    const after = await unmatchedList(boss);
    expect(after.open.some((p) => p.id === payment!.id)).toBe(false);
    expect(after.attached[0]).toMatchObject({ id: payment!.id });

    // Once only; and the customer's later events now reach Boaz.
    const again = await t.json(
      'POST',
      `/api/admin/subscriptions/unmatched/${payment!.id}/attach`,
      { email: 'ruth@example.org' },
      { cookie: boss },
    );
    expect(again.status).toBe(409);
    await sendStripeEvent(
      t,
      subscriptionEvent('customer.subscription.deleted', {
        id: 'sub_orpah',
        customer: 'cus_orpah',
        status: 'canceled',
      }),
    );
    expect(await statusOf(child)).toMatchObject({ subscribed: false });
  });

  it('keeps the same checkout once, even when Stripe sends it again under a new event id', async () => {
    const event = checkoutCompleted(null, 'cus_twice', 'sub_twice', 'twice@example.net');
    const first = await outcomeOf(await sendStripeEvent(t, event));
    const second = await outcomeOf(await sendStripeEvent(t, event));
    expect(second).toBe(first);
    const rows = await t.db
      .selectFrom('unmatched_payments')
      .select('id')
      .where('customer_id', '=', 'cus_twice')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('giving a plan by hand', () => {
  it('lets an admin give and clear a plan, recording who and when', async () => {
    const boss = await newSignedInUser(t, 'boss@example.org');
    const cookie = await newSignedInUser(t, 'school@example.org');
    const granted = await t.json(
      'PUT',
      '/api/admin/subscriptions',
      { email: 'School@example.org', tier: 'lifetime', note: 'Sunday school' },
      { cookie: boss },
    );
    expect(granted.status).toBe(200);
    const body = (await granted.json()) as {
      status: unknown;
      history: Array<{ action: string; actorEmail: string; tier: string; createdAt: string }>;
    };
    expect(body.status).toEqual({ subscribed: true, subscription_tier: 'lifetime', subscription_end: null });
    expect(body.history[0]).toMatchObject({
      action: 'grant',
      actorEmail: 'boss@example.org',
      tier: 'lifetime',
    });
    expect(Date.now() - Date.parse(body.history[0]!.createdAt)).toBeLessThan(10_000);
    expect(await statusOf(cookie)).toMatchObject({ subscribed: true, subscription_tier: 'lifetime' });

    const cleared = await t.request('/api/admin/subscriptions?email=school@example.org', {
      method: 'DELETE',
      headers: { cookie: boss },
    });
    expect(((await cleared.json()) as { history: Array<{ action: string }> }).history[0]!.action).toBe(
      'clear',
    );
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
  });

  it('honours an end date: a plan that ended yesterday counts as free', async () => {
    const boss = await signIn(t, 'boss@example.org');
    const cookie = await newSignedInUser(t, 'gift@example.org');
    const yesterday = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await t.json(
      'PUT',
      '/api/admin/subscriptions',
      { email: 'gift@example.org', tier: 'premium', endsOn: yesterday },
      { cookie: boss },
    );
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false });
    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await t.json(
      'PUT',
      '/api/admin/subscriptions',
      { email: 'gift@example.org', tier: 'premium', endsOn: nextYear },
      { cookie: boss },
    );
    expect(await statusOf(cookie)).toMatchObject({
      subscribed: true,
      subscription_end: `${nextYear}T23:59:59.000Z`,
    });
  });

  it('refuses bad input with a clear message', async () => {
    const boss = await signIn(t, 'boss@example.org');
    const cases: Array<[unknown, number, string]> = [
      [{ email: 'gift@example.org', tier: 'platinum' }, 400, 'Choose basic, premium, annual or lifetime.'],
      [
        { email: 'gift@example.org', tier: 'premium', endsOn: '31/12/2030' },
        400,
        'Enter the end date as YYYY-MM-DD, or leave it empty.',
      ],
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
    const res = await t.json(
      'PUT',
      '/api/admin/subscriptions',
      { email: 'cheeky@example.org', tier: 'lifetime' },
      { cookie },
    );
    expect(res.status).toBe(403);
    expect(await subscriptionRows('cheeky@example.org')).toEqual([]);
    expect(
      (await t.json('PUT', '/api/admin/subscriptions', { email: 'cheeky@example.org', tier: 'lifetime' }))
        .status,
    ).toBe(401);
  });
});

describe('the customer portal', () => {
  it('opens for an online subscriber, with their e-mail filled in', async () => {
    const cookie = await signIn(t, 'mark@example.org');
    const res = await t.request('/api/subscription/portal', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toBe(
      'https://billing.stripe.com/p/login/test_123?prefilled_email=mark%40example.org',
    );
  });

  it('explains when there is nothing to manage', async () => {
    const cookie = await newSignedInUser(t, 'nomanage@example.org');
    const res = await t.request('/api/subscription/portal', { headers: { cookie } });
    expect(res.status).toBe(409);
  });
});
