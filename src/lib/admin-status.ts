// The answers of the admin status endpoints, shared by the server and the admin islands (types only:
// no server code ships to the browser). They sit here, below api/ and db/, so no import points up.

/** One finished build of the site. */
export interface BuildRecord {
  id: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  ok: boolean;
  /** Why the build failed (its output's last lines); null when it succeeded. */
  error: string | null;
}

/** What the rebuilder is doing and what is live. */
export interface RebuildStatus {
  /** idle: nothing to do; queued: a build will start soon; building: one is running. */
  state: 'idle' | 'queued' | 'building';
  /** When the running build started. */
  startedAt: string | null;
  /** The live site: which build and since when. */
  live: { id: string; since: string } | null;
  /** The most recent finished build, successful or not. */
  last: BuildRecord | null;
}

/** A kept build as the admin page and `npm run rollback` list it. */
export interface KeptBuild {
  id: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  live: boolean;
}

/** GET /api/admin/build: the rebuilder's status and the kept builds (any of them can be made live). */
export interface AdminBuildStatus extends RebuildStatus {
  builds: KeptBuild[];
}

/**
 * A queued mail's state. pending: waiting for its next attempt; sending: claimed by a worker until
 * `claimed_until`; sent: delivered (the body is cleared); failed: given up at `give_up_at` (the body is
 * cleared).
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A mail that failed or is retrying, with its last error. */
export interface OutboxProblem {
  id: number;
  recipient: string;
  subject: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/mail answers this. */
export interface MailQueueStatus {
  /** "smtp" with SMTP_URL, else "outbox" (files in DATA_DIR/outbox). */
  transport: 'smtp' | 'outbox';
  /** Waiting to be sent (including retries). */
  pending: number;
  /** Given up (kept 30 days). */
  failed: number;
  sentLastDay: number;
  /** The newest mails that failed or are retrying, with their last error. */
  problems: OutboxProblem[];
}
