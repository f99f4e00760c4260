import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../../db/connection.ts';
import {
  claimNextOutboxRow,
  deleteOutboxRow,
  finishOutboxRow,
  holdsOutboxClaim,
  type OutboxRow,
  pruneOutbox,
  resolveOutboxRow,
  retryOutboxRowLater,
} from '../../db/queries/mail-outbox.ts';
import type { Logger } from '../log.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { finishedMailKind, type MailRequestResolver } from './queue.ts';

export interface MailWorkerOptions {
  db: AppDatabase;
  mailer: Mailer;
  /** Resolvers of the request kinds, by kind. */
  resolvers: Record<string, MailRequestResolver>;
  log: Logger;
  /** A mail not delivered this long after it was queued is marked failed. */
  giveUpAfterMs: number;
  /** How long a claim holds a row; it must outlast any one send (another worker takes the row after it). */
  leaseMs?: number;
  /** The first retry waits this long; each next one twice as long, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often the worker looks for due rows written by other processes or due for a retry. */
  pollMs?: number;
  /** How long stop() waits for a send in progress. */
  stopWaitMs?: number;
}

/** What one step of the worker did. */
export type MailStep = 'idle' | 'sent' | 'retrying' | 'failed' | 'no-mail' | 'lost-claim';

export interface MailWorker {
  /** A row was just committed: look at once instead of at the next poll. */
  wake(): void;
  /** Claims and handles one due row; "idle" when none is due. `now` is for tests. */
  runOnce(now?: Date): Promise<MailStep>;
  /** Handles due rows until none is left; the number handled. */
  drain(now?: Date): Promise<number>;
  start(): void;
  /** Stops polling and waits (a bounded time) for a send in progress. */
  stop(): Promise<void>;
}

const pruneEveryMs = 3600_000;
const keepSentMs = 7 * 24 * 3600_000;
const keepFailedMs = 30 * 24 * 3600_000;
const maxErrorLength = 500;

function describe(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.message}${'code' in error && error.code ? ` (${String(error.code)})` : ''}`
      : String(error);
  return text.slice(0, maxErrorLength);
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sending took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Sends what the outbox table holds, one row at a time: claim the row (so each mail goes out once
 * even when several processes share the database), turn a request into its mail, send it, and
 * record the outcome. A failed send is retried with growing pauses until the mail's time is up;
 * then it is marked failed with its last error, for the admins to see.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, mailer, resolvers, log, giveUpAfterMs } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 30 * 60_000;
  const pollMs = options.pollMs ?? 5000;
  const stopWaitMs = options.stopWaitMs ?? 5000;
  const sendDeadlineMs = Math.max(1000, Math.floor(leaseMs / 2));

  const retryDelay = (attempts: number): number =>
    Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), retryMaxMs);

  async function messageOf(
    row: OutboxRow,
    claimId: string,
    now: Date,
  ): Promise<{ message: MailMessage; validUntil: number } | 'no-mail' | 'lost-claim'> {
    if (row.kind === finishedMailKind)
      return { message: JSON.parse(row.payload) as MailMessage, validUntil: Date.parse(row.give_up_at) };
    const resolver = resolvers[row.kind];
    if (!resolver) throw new Error(`no resolver for mail requests of kind "${row.kind}"`);
    return db.transaction().execute(async (trx) => {
      // The first statement writes, so the transaction holds the write lock from its start.
      if (!(await holdsOutboxClaim(trx, row.id, claimId, now))) return 'lost-claim' as const;
      const resolved = await resolver(trx, JSON.parse(row.payload), now);
      if (!resolved) {
        await deleteOutboxRow(trx, row.id, claimId);
        return 'no-mail' as const;
      }
      const validUntil = Math.min(resolved.validUntil?.getTime() ?? Infinity, Date.parse(row.give_up_at));
      await resolveOutboxRow(trx, row.id, claimId, {
        recipient: resolved.message.to,
        subject: resolved.message.subject,
        payload: resolved.message,
        giveUpAt: new Date(validUntil),
      });
      return { message: resolved.message, validUntil };
    });
  }

  async function runOnce(now: Date = new Date()): Promise<MailStep> {
    const claimId = randomBytes(12).toString('hex');
    const row = await claimNextOutboxRow(db, { claimId, leaseMs }, now);
    if (!row) return 'idle';
    let giveUpAt = Math.min(Date.parse(row.give_up_at), Date.parse(row.created_at) + giveUpAfterMs);
    try {
      const found = await messageOf(row, claimId, now);
      if (typeof found === 'string') return found;
      giveUpAt = Math.min(giveUpAt, found.validUntil);
      if (now.getTime() >= giveUpAt) {
        const error = row.last_error ?? 'the mail expired before it could be sent';
        await finishOutboxRow(db, row.id, claimId, { status: 'failed', error }, now);
        log.error(`mail ${row.id} gave up after ${row.attempts - 1} attempts: ${error}`);
        return 'failed';
      }
      await withDeadline(mailer.send(found.message), sendDeadlineMs);
      await finishOutboxRow(db, row.id, claimId, { status: 'sent' });
      return 'sent';
    } catch (error) {
      const text = describe(error);
      const next = now.getTime() + retryDelay(row.attempts);
      if (next >= giveUpAt) {
        await finishOutboxRow(db, row.id, claimId, { status: 'failed', error: text }, now);
        log.error(`mail ${row.id} failed for good after ${row.attempts} attempts: ${text}`);
        return 'failed';
      }
      await retryOutboxRowLater(db, row.id, claimId, { error: text, nextAttemptAt: new Date(next) }, now);
      log.warn(
        `mail ${row.id} attempt ${row.attempts} failed, retrying at ${new Date(next).toISOString()}: ${text}`,
      );
      return 'retrying';
    }
  }

  async function drain(now?: Date): Promise<number> {
    let handled = 0;
    while ((await runOnce(now)) !== 'idle') handled += 1;
    return handled;
  }

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let lastPrune = 0;

  const schedule = (): void => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, pollMs);
  };

  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await runOnce()) !== 'idle') {
            // one row at a time, until none is due
          }
          if (!stopped && Date.now() - lastPrune > pruneEveryMs) {
            lastPrune = Date.now();
            await pruneOutbox(db, {
              sentBefore: new Date(Date.now() - keepSentMs),
              failedBefore: new Date(Date.now() - keepFailedMs),
            });
          }
        } catch (error) {
          if (!stopped) log.error(`mail worker: ${describe(error)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      schedule();
    });
  }

  return {
    wake: () => {
      // After the current request's answer has gone out, so the mail's work never delays it.
      if (!stopped) setImmediate(tick);
    },
    runOnce,
    drain,
    start: () => {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      if (running) {
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([running, new Promise<void>((done) => (wait = setTimeout(done, stopWaitMs)))]);
        clearTimeout(wait);
      }
    },
  };
}
