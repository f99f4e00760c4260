import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import type { MailStatus, OutboxProblem } from '../../src/lib/admin-status.ts';
import type { AppDatabase } from '../connection.ts';
import { isPostgres } from '../dialect.ts';
import type { Database } from '../schema.ts';
import type { MailOutboxTable } from '../tables/mail.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface NewOutboxRow {
  kind: string;
  recipient: string;
  subject: string | null;
  payload: unknown;
  /** After this the mail is no use (its link has expired): it is marked failed instead of sent. */
  giveUpAt: Date;
}

/** Records a mail (or a request for one); call it inside the transaction of the change that causes it. */
export async function insertOutboxRow(
  db: AppDatabase,
  row: NewOutboxRow,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('mail_outbox')
    .values({
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      payload: JSON.stringify(row.payload),
      status: 'pending',
      next_attempt_at: at,
      give_up_at: row.giveUpAt.toISOString(),
      claim_id: null,
      claimed_until: null,
      last_error: null,
      created_at: at,
      updated_at: at,
      sent_at: null,
    })
    .execute();
}

/**
 * Claims the next due row for one worker: a pending row whose time has come, or a row whose
 * claim ran out (its worker stopped mid-send). One UPDATE statement takes SQLite's write lock
 * before it reads, so two workers, even in two processes, never claim the same row; in PostgreSQL
 * the row is locked (FOR UPDATE SKIP LOCKED) and the UPDATE checks again that it is still due.
 */
export async function claimNextOutboxRow(
  db: AppDatabase,
  claim: { claimId: string; leaseMs: number },
  now: Date = new Date(),
): Promise<OutboxRow | null> {
  const at = now.toISOString();
  const isDue = (w: ExpressionBuilder<Database, 'mail_outbox'>) =>
    w.or([
      w.and([w('status', '=', 'pending'), w('next_attempt_at', '<=', at)]),
      w.and([w('status', '=', 'sending'), w('claimed_until', '<=', at)]),
    ]);
  const row = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      claim_id: claim.claimId,
      claimed_until: new Date(now.getTime() + claim.leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
      updated_at: at,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where(isDue)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        // PostgreSQL locks rows, not the database: a row another worker is claiming is passed over.
        .$if(isPostgres(db), (q) => q.forUpdate().skipLocked()),
    )
    .where(isDue)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Checks, inside a transaction, that `claimId` still holds the row (its first statement takes the write lock). */
export async function holdsOutboxClaim(
  db: AppDatabase,
  id: number,
  claimId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Changes row `id` while `claimId` holds it (a claim taken over by another worker changes nothing). */
async function updateClaimedRow(
  db: AppDatabase,
  id: number,
  claimId: string,
  set: Updateable<MailOutboxTable>,
): Promise<void> {
  await db.updateTable('mail_outbox').set(set).where('id', '=', id).where('claim_id', '=', claimId).execute();
}

/** Turns a claimed request into the finished message it asked for (same claim, same row). */
export async function resolveOutboxRow(
  db: AppDatabase,
  id: number,
  claimId: string,
  message: { recipient: string; subject: string; payload: unknown; giveUpAt: Date },
): Promise<void> {
  await updateClaimedRow(db, id, claimId, {
    kind: 'message',
    recipient: message.recipient,
    subject: message.subject,
    payload: JSON.stringify(message.payload),
    give_up_at: message.giveUpAt.toISOString(),
  });
}

export async function deleteOutboxRow(db: AppDatabase, id: number, claimId: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).where('claim_id', '=', claimId).execute();
}

/** Ends a row: sent, or failed for good. Its body (links, hashes) is cleared either way. */
export async function finishOutboxRow(
  db: AppDatabase,
  id: number,
  claimId: string,
  outcome: { status: Extract<MailStatus, 'sent' | 'failed'>; error?: string },
  now: Date = new Date(),
): Promise<void> {
  await updateClaimedRow(db, id, claimId, {
    status: outcome.status,
    payload: '{}',
    claim_id: null,
    claimed_until: null,
    updated_at: now.toISOString(),
    ...(outcome.status === 'sent' ? { sent_at: now.toISOString() } : { last_error: outcome.error ?? null }),
  });
}

/** Puts a row back in the queue for another attempt at `nextAttemptAt`. */
export async function retryOutboxRowLater(
  db: AppDatabase,
  id: number,
  claimId: string,
  retry: { error: string; nextAttemptAt: Date },
  now: Date = new Date(),
): Promise<void> {
  await updateClaimedRow(db, id, claimId, {
    status: 'pending',
    claim_id: null,
    claimed_until: null,
    last_error: retry.error,
    next_attempt_at: retry.nextAttemptAt.toISOString(),
    updated_at: now.toISOString(),
  });
}

/** When the next row becomes due (a pending row's attempt or a claim running out); null when none. */
export async function nextOutboxDueAt(db: AppDatabase): Promise<Date | null> {
  const pending = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const sending = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('claimed_until').as('at'))
    .where('status', '=', 'sending')
    .executeTakeFirst();
  const times = [pending?.at, sending?.at]
    .filter((t): t is string => typeof t === 'string')
    .map((t) => Date.parse(t));
  return times.length ? new Date(Math.min(...times)) : null;
}

export interface OutboxCounts {
  /** Waiting or being sent. */
  pending: number;
  failed: number;
  sentLastDay: number;
}

export async function countOutbox(db: AppDatabase, now: Date = new Date()): Promise<OutboxCounts> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn
        .sum<number>(eb.case().when('status', 'in', ['pending', 'sending']).then(1).else(0).end())
        .as('pending'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'sent'), eb('sent_at', '>=', dayAgo)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('sent'),
    ])
    .executeTakeFirst();
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    sentLastDay: Number(row?.sent ?? 0),
  };
}

/** The newest rows that failed or are retrying after an error, newest first. */
export async function listOutboxProblems(db: AppDatabase, limit = 10): Promise<OutboxProblem[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'updated_at'])
    .where('last_error', 'is not', null)
    .where('status', '!=', 'sent')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    recipient: r.recipient,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error ?? '',
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

/** Forgets sent mail older than `sentBefore` and failed mail older than `failedBefore`. */
export async function pruneOutbox(
  db: AppDatabase,
  cutoffs: { sentBefore: Date; failedBefore: Date },
): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where((w) =>
      w.or([
        w.and([w('status', '=', 'sent'), w('updated_at', '<', cutoffs.sentBefore.toISOString())]),
        w.and([w('status', '=', 'failed'), w('updated_at', '<', cutoffs.failedBefore.toISOString())]),
      ]),
    )
    .execute();
}
