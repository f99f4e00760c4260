import { Hono } from 'hono';
import { z } from 'zod';
import { saveNoteMail } from '../../db/queries/group-work.ts';
import { joinCodeSchema, noteMailSchema } from '../../src/lib/groups/group-inputs.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { requireAuth, requireParent } from '../auth/middleware.ts';
import { createRateLimiter } from '../auth/rate-limit.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { unsubscribeGroupNotesByLink } from '../family/summary-unsubscribe.ts';
import { readJsonBody } from '../http/errors.ts';
import { pageInLinkLanguage } from '../mail/mail-locale.ts';
import { getChild } from '../services/family.ts';
import {
  classAssignments,
  familyGroups,
  joinGroup,
  leaveGroup,
  previewJoin,
} from '../services/group-membership.ts';

const noStore = { 'Cache-Control': 'no-store' };
const unsubscribeQuery = z.object({ token: z.string().max(200) });

/** Wrong join codes an account may try in a quarter of an hour (a right one is not counted). */
export const joinCodeGuessLimit = 10;
const joinCodeGuessWindowMs = 15 * 60_000;

/**
 * /api/family's side of groups: joining a child with a code, taking it out, the notes. Joining and
 * leaving are the parent's acts only (a child's profile gets 403 parent_only, whatever it sends).
 */
export function familyGroupRoutes(deps: AppDeps): Hono<AppEnv> {
  const today = () => siteDay(new Date(), deps.settings.siteTimeZone);
  const guesses = createRateLimiter({
    db: deps.db,
    name: 'group-code-guesses',
    limit: joinCodeGuessLimit,
    windowMs: joinCodeGuessWindowMs,
  });

  return (
    new Hono<AppEnv>()
      .get('/groups', async (c) => {
        const auth = requireParent(c);
        return c.json(await familyGroups(deps.db, auth.user.id), 200, noStore);
      })

      // What the leader will see of the child, before the parent confirms.
      .post('/children/:id/groups/preview', async (c) => {
        const auth = requireParent(c);
        const { code } = await readJsonBody(c, joinCodeSchema);
        const child = await getChild(deps.db, auth.user.id, c.req.param('id'));
        return c.json(await previewJoin(deps.db, guesses, auth.user.id, child, code));
      })

      .post('/children/:id/groups', async (c) => {
        const auth = requireParent(c);
        const { code } = await readJsonBody(c, joinCodeSchema);
        const child = await getChild(deps.db, auth.user.id, c.req.param('id'));
        return c.json({ group: await joinGroup(deps.db, guesses, auth.user.id, child, code) }, 201);
      })

      .delete('/children/:id/groups/:groupId', async (c) => {
        const auth = requireParent(c);
        const child = await getChild(deps.db, auth.user.id, c.req.param('id'));
        await leaveGroup(deps.db, child, c.req.param('groupId'));
        return c.json({ ok: true });
      })

      .put('/group-notes-mail', async (c) => {
        const auth = requireParent(c);
        const { enabled } = await readJsonBody(c, noteMailSchema);
        await saveNoteMail(deps.db, auth.user.id, enabled, new Date());
        return c.json({ ok: true, noteMail: enabled });
      })

      // The notes' unsubscribe link: works signed out; a link not of ours changes nothing and says so.
      .get('/group-notes/unsubscribe', async (c) => {
        const query = unsubscribeQuery.safeParse(c.req.query());
        const done = query.success && (await unsubscribeGroupNotesByLink(deps.db, query.data.token));
        const page = done ? '/?notice=notes-unsubscribed' : '/?notice=notes-link-unknown';
        return c.redirect(pageInLinkLanguage(c, page), 303);
      })

      // "From your class": the active learner's open assignments, with its own state only.
      .get('/class-assignments', async (c) => {
        const auth = requireAuth(c);
        const assignments = await classAssignments(deps.db, auth.profile.id, today(), c.get('locale'));
        return c.json({ assignments }, 200, noStore);
      })
  );
}
