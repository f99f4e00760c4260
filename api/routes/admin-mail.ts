import { Hono } from 'hono';
import { countOutbox, listOutboxProblems } from '../../db/queries/mail-outbox.ts';
import type { MailQueueStatus } from '../../src/lib/admin-status.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';

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
