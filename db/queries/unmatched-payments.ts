import { type Selectable, sql } from 'kysely';
import type { AccountId } from '../../src/lib/ids.ts';
import type { UnmatchedPaymentInfo } from '../../src/lib/unmatched-payments.ts';
import type { Executor } from '../connection.ts';
import type { UnmatchedPaymentsTable } from '../tables/subscriptions.ts';

export interface UnmatchedPayment extends UnmatchedPaymentInfo {
  customerId: string;
  subscriptionId: string | null;
  /** The account it was attached to (the field's name is the admin answer's). */
  attachedUserId: AccountId | null;
}

const toPayment = (r: Selectable<UnmatchedPaymentsTable>): UnmatchedPayment => ({
  id: r.id,
  checkoutSessionId: r.checkout_session_id,
  customerId: r.customer_id,
  subscriptionId: r.subscription_id,
  email: r.email,
  customerName: r.customer_name,
  amountTotal: r.amount_total,
  currency: r.currency,
  paid: r.paid === 1,
  reason: r.reason,
  createdAt: r.created_at,
  attachedUserId: r.attached_user_id as AccountId | null,
  attachedByEmail: r.attached_by_email,
  attachedAt: r.attached_at,
});

type Attachment = 'attachedUserId' | 'attachedByEmail' | 'attachedAt';
export type NewUnmatchedPayment = Omit<UnmatchedPayment, 'id' | Attachment> & { eventId: string };

/** Keeps a checkout for an admin; the row's id, or the existing row's id when it was kept before. */
export async function insertUnmatchedPayment(db: Executor, p: NewUnmatchedPayment): Promise<number> {
  await db
    .insertInto('unmatched_payments')
    .values({
      checkout_session_id: p.checkoutSessionId,
      event_id: p.eventId,
      customer_id: p.customerId,
      subscription_id: p.subscriptionId,
      email: p.email,
      customer_name: p.customerName,
      amount_total: p.amountTotal,
      currency: p.currency,
      paid: p.paid ? 1 : 0,
      reason: p.reason,
      created_at: p.createdAt,
    })
    .onConflict((oc) => oc.column('checkout_session_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('unmatched_payments')
    .select('id')
    .where('checkout_session_id', '=', p.checkoutSessionId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findUnmatchedPayment(db: Executor, id: number): Promise<UnmatchedPayment | null> {
  const row = await db.selectFrom('unmatched_payments').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPayment(row) : null;
}

/** Payments waiting for an admin (oldest first), then the most recently attached ones. */
export async function listUnmatchedPayments(
  db: Executor,
  attachedLimit = 10,
): Promise<{ open: UnmatchedPayment[]; attached: UnmatchedPayment[] }> {
  const open = await db
    .selectFrom('unmatched_payments')
    .selectAll()
    .where('attached_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const attached = await db
    .selectFrom('unmatched_payments')
    .selectAll()
    .where('attached_at', 'is not', null)
    .orderBy('attached_at', 'desc')
    .orderBy('id', 'desc')
    .limit(attachedLimit)
    .execute();
  return { open: open.map(toPayment), attached: attached.map(toPayment) };
}

/** Marks a payment attached; false when it was attached already (by someone else meanwhile). */
export async function markUnmatchedPaymentAttached(
  db: Executor,
  id: number,
  accountId: AccountId,
  adminEmail: string,
  now: Date = new Date(),
): Promise<boolean> {
  const r = await db
    .updateTable('unmatched_payments')
    .set({ attached_user_id: accountId, attached_by_email: adminEmail, attached_at: now.toISOString() })
    .where('id', '=', id)
    .where('attached_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Ids of confirmed accounts whose e-mail is `email`, ignoring case (at most `limit`). */
export async function findConfirmedAccountIdsByEmail(
  db: Executor,
  email: string,
  limit = 2,
): Promise<AccountId[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('email_confirmed_at', 'is not', null)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id as AccountId);
}
