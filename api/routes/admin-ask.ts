import { Hono } from 'hono';
import { z } from 'zod';
import {
  answerAsk,
  listAskInbox,
  listCommunityMessages,
  reviewCommunityMessage,
} from '../../db/queries/ask.ts';
import { answerSchema } from '../../src/lib/community-rules.ts';
import { requireAdmin, requireAuth } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound, parseInput, readJsonBody } from '../http/errors.ts';
import { refuseWhileWithParent } from '../services/child-posting.ts';

const kindSchema = z.enum(['questions', 'prayers'], { error: 'Unknown inbox.' });
const idSchema = z.coerce.number().int().positive();
const reviewSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
});

/** /api/admin/ask: read and answer questions and prayer requests; review community messages. */
export function adminAskRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/messages', async (c) => {
      const status = parseInput(
        z.enum(['pending', 'approved', 'rejected']).default('pending'),
        c.req.query('status'),
      );
      return c.json({ messages: await listCommunityMessages(deps.db, status) }, 200, {
        'Cache-Control': 'no-store',
      });
    })
    .post('/messages/:id/review', async (c) => {
      const admin = requireAuth(c).user;
      const id = parseInput(idSchema, c.req.param('id'));
      const { decision } = await readJsonBody(c, reviewSchema);
      await refuseWhileWithParent(deps.db, 'message', id);
      const message = await reviewCommunityMessage(
        deps.db,
        id,
        decision === 'approve' ? 'approved' : 'rejected',
        admin.id,
      );
      if (!message) throw notFound('That message does not exist.');
      deps.rebuilder.requestRebuild(`community: ${decision}d message ${id}`);
      return c.json({ message });
    })
    .get('/:kind', async (c) => {
      const kind = parseInput(kindSchema, c.req.param('kind'));
      return c.json({ items: await listAskInbox(deps.db, kind) }, 200, { 'Cache-Control': 'no-store' });
    })
    .post('/:kind/:id/answer', async (c) => {
      const admin = requireAuth(c).user;
      const kind = parseInput(kindSchema, c.req.param('kind'));
      const id = parseInput(idSchema, c.req.param('id'));
      const { answer } = await readJsonBody(c, answerSchema);
      await refuseWhileWithParent(deps.db, kind === 'questions' ? 'question' : 'prayer', id);
      if (!(await answerAsk(deps.db, kind, id, answer, admin.id)))
        throw notFound('That item does not exist.');
      return c.json({ ok: true });
    });
}
