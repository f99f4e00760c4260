import type { Generated } from 'kysely';

import type { MailStatus } from '../../src/lib/admin-status.ts';

export interface MailOutboxTable {
  id: Generated<number>;
  /** "message": a finished e-mail; other kinds are requests the worker turns into one (or none). */
  kind: string;
  recipient: string;
  /** Null until the row is a finished message. */
  subject: string | null;
  /** JSON: the message, or the request's input; "{}" once sent or failed. */
  payload: string;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  give_up_at: string;
  /** The worker that claimed the row (a random id), so only it writes the outcome. */
  claim_id: string | null;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}
