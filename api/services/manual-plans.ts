import type { AppDatabase } from '../../db/connection.ts';
import { deleteSubscription, insertAudit, upsertSubscription } from '../../db/queries/subscriptions.ts';
import { findUnmatchedPayment, markUnmatchedPaymentAttached } from '../../db/queries/unmatched-payments.ts';
import type { User } from '../../db/queries/users.ts';
import type { ManualTier } from '../../src/lib/subscription.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { activateCheckout } from '../plans/stripe-webhook.ts';

/**
 * Plans an admin gives or clears by hand (gifts, schools, installs without payments), and payments
 * the Stripe webhook could not match that an admin attaches to an account: each change and its audit
 * line (who did it and when) in one transaction.
 */

export interface ManualGrant {
  tier: ManualTier;
  /** The plan's last moment (ISO), or null for no end. */
  currentPeriodEnd: string | null;
  note: string | null;
}

/** Gives `user` a manual plan, recorded as `admin`'s. */
export function grantManualPlan(db: AppDatabase, user: User, admin: User, grant: ManualGrant): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await upsertSubscription(trx, {
      accountId: user.id,
      source: 'manual',
      tier: grant.tier,
      status: 'active',
      currentPeriodEnd: grant.currentPeriodEnd,
      grantedBy: admin.id,
      note: grant.note,
    });
    await insertAudit(trx, {
      userId: user.id,
      action: 'grant',
      tier: grant.tier,
      currentPeriodEnd: grant.currentPeriodEnd,
      actorUserId: admin.id,
      actorEmail: admin.email,
      source: 'admin',
      note: grant.note,
    });
  });
}

/** Clears `user`'s manual plan, recorded as `admin`'s. */
export function clearManualPlan(db: AppDatabase, user: User, admin: User): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await deleteSubscription(trx, user.id, 'manual');
    await insertAudit(trx, {
      userId: user.id,
      action: 'clear',
      tier: null,
      currentPeriodEnd: null,
      actorUserId: admin.id,
      actorEmail: admin.email,
      source: 'admin',
      note: null,
    });
  });
}

/**
 * Attaches an unmatched payment to `user`: what a matched checkout does (link the customer, open the
 * plan) and the payment marked attached, all or nothing. 404 for an unknown payment, 409
 * `already_attached`. What happened, for the log.
 */
export function attachUnmatchedPayment(
  db: AppDatabase,
  paymentId: number,
  user: User,
  admin: User,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const payment = await findUnmatchedPayment(trx, paymentId);
    if (!payment) throw notFound('No unmatched payment has that number.');
    if (!(await markUnmatchedPaymentAttached(trx, paymentId, user.id, admin.email))) {
      throw new ApiError(409, 'already_attached', 'This payment is already attached to an account.');
    }
    const result = await activateCheckout(trx, user.id, payment.customerId, {
      subscriptionId: payment.subscriptionId,
      paid: payment.paid,
    });
    await insertAudit(trx, {
      userId: user.id,
      action: 'attach',
      tier: null,
      currentPeriodEnd: null,
      actorUserId: admin.id,
      actorEmail: admin.email,
      source: 'admin',
      note: `payment ${payment.checkoutSessionId}${payment.email ? ` from ${payment.email}` : ''}`,
    });
    return result;
  });
}
