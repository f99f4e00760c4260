import type { AppDatabase } from '../../db/connection.ts';
import { insertOutboxRow } from '../../db/queries/mail-outbox.ts';
import type { MailMessage } from './mailer.ts';

/** The outbox kind of a finished e-mail; every other kind is a request a resolver turns into one. */
export const finishedMailKind = 'message';

/** A mail without a link of its own is still worth sending for this long (MAIL_GIVE_UP_MINUTES may cut it shorter). */
const defaultUsefulMs = 7 * 24 * 3600_000;

/**
 * Queues an e-mail. Call it with the transaction of the change the mail is about, so the two are
 * written together or not at all; then wake the worker (`deps.mailWorker.wake()`) after the commit.
 * `validUntil`: when the mail's link expires (an expired link is not worth sending).
 */
export async function enqueueMail(
  db: AppDatabase,
  message: MailMessage,
  options: { validUntil?: Date; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await insertOutboxRow(
    db,
    {
      kind: finishedMailKind,
      recipient: message.to,
      subject: message.subject,
      payload: message,
      giveUpAt: options.validUntil ?? new Date(now.getTime() + defaultUsefulMs),
    },
    now,
  );
}

/**
 * Queues a request that may lead to an e-mail (a sign-up, a password reset): the worker looks up
 * whatever it needs and writes the mail, or nothing. A request path that only does this does the
 * same work whoever the address belongs to, so its answer and its timing tell nothing.
 */
export async function enqueueMailRequest(
  db: AppDatabase,
  kind: string,
  recipient: string,
  input: unknown,
  now: Date = new Date(),
): Promise<void> {
  await insertOutboxRow(
    db,
    { kind, recipient, subject: null, payload: input, giveUpAt: new Date(now.getTime() + defaultUsefulMs) },
    now,
  );
}

export interface ResolvedMail {
  message: MailMessage;
  /** When the mail's link expires. */
  validUntil?: Date;
}

/**
 * Turns a queued request into the mail it calls for (null: no mail). It runs inside the worker's
 * transaction, so any row it writes (a token, an account) commits together with the mail.
 */
export type MailRequestResolver = (
  db: AppDatabase,
  input: unknown,
  now: Date,
) => Promise<ResolvedMail | null>;
