import { Hono } from 'hono';
import { z } from 'zod';
import { listAudit, listSubscriptionRecords } from '../../db/queries/subscriptions.ts';
import { findUnmatchedPayment, listUnmatchedPayments } from '../../db/queries/unmatched-payments.ts';
import { findUserByEmail, type User } from '../../db/queries/users.ts';
import { emailField } from '../../src/lib/auth-rules.ts';
import { manualTiers } from '../../src/lib/subscription.ts';
import { requireAdmin, requireAuth } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound, parseInput, readJsonBody } from '../http/errors.ts';
import { subscriptionStatusFor } from '../plans/subscription-status.ts';
import { attachUnmatchedPayment, clearManualPlan, grantManualPlan } from '../services/manual-plans.ts';

const grantSchema = z.object({
  email: emailField,
  tier: z.enum(manualTiers, { error: 'Choose basic, premium, annual or lifetime.' }),
  /** The last day of the plan (YYYY-MM-DD), or null for no end. */
  endsOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the end date as YYYY-MM-DD, or leave it empty.')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'That end date is not a real date.')
    .nullish(),
  note: z.string().trim().max(200, 'Keep the note under 200 characters.').nullish(),
});

const attachSchema = z.object({ email: emailField });
const paymentIdSchema = z.coerce
  .number({ error: 'Unknown payment.' })
  .int('Unknown payment.')
  .positive('Unknown payment.');

/**
 * /api/admin/subscriptions: look a user up by e-mail and give or clear a plan by hand (gifts,
 * schools, installs without payments), recorded with who did it and when; and the payments the
 * Stripe webhook could not match to an account, which an admin attaches to one.
 */
export function adminSubscriptionRoutes(deps: AppDeps): Hono<AppEnv> {
  const findUser = async (email: string): Promise<User> => {
    const user = await findUserByEmail(deps.db, email);
    if (!user) throw notFound('No account uses that e-mail address.');
    return user;
  };
  const describe = async (user: User) => ({
    user: { id: user.id, email: user.email, fullName: user.fullName },
    status: await subscriptionStatusFor(deps.db, user.id),
    records: await listSubscriptionRecords(deps.db, user.id),
    history: await listAudit(deps.db, user.id),
  });

  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) => {
      const { email } = parseInput(z.object({ email: emailField }), { email: c.req.query('email') ?? '' });
      return c.json(await describe(await findUser(email)));
    })
    .put('/', async (c) => {
      const admin = requireAuth(c).user;
      const input = await readJsonBody(c, grantSchema);
      const user = await findUser(input.email);
      // The plan lasts through the whole end day (in UTC).
      const end = input.endsOn ? new Date(`${input.endsOn}T23:59:59Z`).toISOString() : null;
      await grantManualPlan(deps.db, user, admin, {
        tier: input.tier,
        currentPeriodEnd: end,
        note: input.note ?? null,
      });
      return c.json(await describe(user));
    })
    .delete('/', async (c) => {
      const admin = requireAuth(c).user;
      const { email } = parseInput(z.object({ email: emailField }), { email: c.req.query('email') ?? '' });
      const user = await findUser(email);
      await clearManualPlan(deps.db, user, admin);
      return c.json(await describe(user));
    })
    .get('/unmatched', async (c) => c.json(await listUnmatchedPayments(deps.db)))
    .post('/unmatched/:id/attach', async (c) => {
      const admin = requireAuth(c).user;
      const id = parseInput(paymentIdSchema, c.req.param('id'));
      const input = await readJsonBody(c, attachSchema);
      const user = await findUser(input.email);
      const outcome = await attachUnmatchedPayment(deps.db, id, user, admin);
      deps.log.info(`admin ${admin.email} attached unmatched payment ${id} to ${user.email}: ${outcome}`);
      return c.json({ ...(await describe(user)), payment: await findUnmatchedPayment(deps.db, id) });
    });
}
