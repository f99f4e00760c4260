import { Hono } from 'hono';
import { countOutbox, listOutboxProblems, type OutboxProblem } from '../../db/queries/mail-outbox.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';

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

/** /api/admin/mail: the state of the mail queue (admins only). */
export function adminMailRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().use('*', requireAdmin(deps)).get('/', async (c) => {
    const counts = await countOutbox(deps.db);
    const body: MailQueueStatus = {
      transport: deps.settings.smtpUrl ? 'smtp' : 'outbox',
      ...counts,
      problems: await listOutboxProblems(deps.db),
    };
    return c.json(body, 200, { 'Cache-Control': 'no-store' });
  });
}
