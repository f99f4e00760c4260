import { type Context, Hono } from 'hono';
import { listLedGroups, updateGroup } from '../../db/queries/groups.ts';
import {
  acceptInviteSchema,
  assignmentSchema,
  coLeaderInviteSchema,
  createGroupSchema,
  handOverSchema,
  noteSchema,
  updateGroupSchema,
} from '../../src/lib/groups/group-inputs.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { requireAuth, requireParent } from '../auth/middleware.ts';
import type { AppDeps, AppEnv, RequestAuth } from '../context.ts';
import { invitationQrSvg } from '../groups/invitation-qr.ts';
import { notFound, readJsonBody } from '../http/errors.ts';
import { mailLocale, requestLocale } from '../mail/mail-locale.ts';
import { entitledFor } from '../plans/subscription-status.ts';
import {
  acceptCoLeader,
  addAssignment,
  createGroup,
  groupMessages,
  groupNotes,
  groupView,
  handOver,
  inviteCoLeader,
  postNote,
  removeAssignment,
  removeGroup,
  removeMember,
  renewJoinCode,
  requireLedGroup,
} from '../services/groups.ts';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * /api/groups: a leader's groups (churches and classes). Creating one is an adult's act (a child's
 * profile gets 403 parent_only); every route of one group answers 404 to anyone who does not lead
 * it, a child's profile included, so a group's existence is never told.
 */
export function groupRoutes(deps: AppDeps): Hono<AppEnv> {
  const today = () => siteDay(new Date(), deps.settings.siteTimeZone);
  const led = (accountId: AccountId, id: string, leaderOnly = false) =>
    requireLedGroup(deps.db, accountId, id, leaderOnly);
  /** The adult at the keyboard for a route of one group; a child's profile: 404, as for anyone else. */
  const leaderAuth = (c: Context<AppEnv>): RequestAuth => {
    const auth = requireAuth(c);
    if (auth.profile.kind !== 'self') throw notFound(groupMessages.noSuchGroup);
    return auth;
  };

  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const auth = requireParent(c);
        return c.json({ groups: await listLedGroups(deps.db, auth.user.id) }, 200, noStore);
      })

      .post('/', async (c) => {
        const auth = requireParent(c);
        const { name } = await readJsonBody(c, createGroupSchema);
        const created = await createGroup(deps, auth.user.id, await entitledFor(c, deps), name);
        return c.json(created, 201);
      })

      // A co-leader's invitation, accepted by the invited address signed in.
      .post('/co-leaders/accept', async (c) => {
        const auth = requireParent(c);
        const { token } = await readJsonBody(c, acceptInviteSchema);
        return c.json({ id: await acceptCoLeader(deps.db, auth.user, token) });
      })

      .get('/:id', async (c) => {
        const auth = leaderAuth(c);
        const group = await led(auth.user.id, c.req.param('id'));
        const [view, notes] = await Promise.all([
          groupView(deps.db, group, today(), c.get('locale')),
          groupNotes(deps.db, group.id),
        ]);
        return c.json({ ...view, notes }, 200, noStore);
      })

      .patch('/:id', async (c) => {
        const auth = leaderAuth(c);
        const patch = await readJsonBody(c, updateGroupSchema);
        const group = await led(auth.user.id, c.req.param('id'));
        await updateGroup(deps.db, group.id, patch);
        return c.json({ ok: true });
      })

      .delete('/:id', async (c) => {
        const auth = leaderAuth(c);
        const group = await led(auth.user.id, c.req.param('id'), true);
        await removeGroup(deps.db, group.id);
        return c.json({ ok: true });
      })

      // A new code: the old one stops working at once.
      .post('/:id/code', async (c) => {
        const auth = leaderAuth(c);
        const group = await led(auth.user.id, c.req.param('id'));
        return c.json({ code: await renewJoinCode(deps.db, group.id) });
      })

      // The invitation's QR code (the join page with the code), made here as SVG.
      .get('/:id/qr.svg', async (c) => {
        const auth = leaderAuth(c);
        const group = await led(auth.user.id, c.req.param('id'));
        return c.body(invitationQrSvg(deps.settings.siteUrl, group.code), 200, {
          ...noStore,
          'Content-Type': 'image/svg+xml; charset=utf-8',
        });
      })

      .post('/:id/assignments', async (c) => {
        const auth = leaderAuth(c);
        const input = await readJsonBody(c, assignmentSchema);
        const group = await led(auth.user.id, c.req.param('id'));
        return c.json({ assignment: await addAssignment(deps.db, group.id, input) }, 201);
      })

      .delete('/:id/assignments/:assignmentId', async (c) => {
        const auth = leaderAuth(c);
        const group = await led(auth.user.id, c.req.param('id'));
        await removeAssignment(deps.db, group.id, c.req.param('assignmentId'));
        return c.json({ ok: true });
      })

      .post('/:id/notes', async (c) => {
        const auth = leaderAuth(c);
        const input = await readJsonBody(c, noteSchema);
        const group = await led(auth.user.id, c.req.param('id'));
        return c.json(await postNote(deps, group, input), 201);
      })

      .delete('/:id/members/:memberId', async (c) => {
        const auth = leaderAuth(c);
        const group = await led(auth.user.id, c.req.param('id'));
        await removeMember(deps.db, group.id, c.req.param('memberId'));
        return c.json({ ok: true });
      })

      // Always the same answer, whether the address has an account or not.
      .post('/:id/co-leaders', async (c) => {
        const auth = leaderAuth(c);
        const { email } = await readJsonBody(c, coLeaderInviteSchema);
        const group = await led(auth.user.id, c.req.param('id'), true);
        const inviter = {
          name: auth.user.fullName?.trim() || null,
          locale: mailLocale(auth.user.locale, requestLocale(c)),
        };
        await inviteCoLeader(deps, group, inviter, email);
        return c.json({ ok: true }, 202);
      })

      .post('/:id/hand-over', async (c) => {
        const auth = leaderAuth(c);
        const { accountId } = await readJsonBody(c, handOverSchema);
        const group = await led(auth.user.id, c.req.param('id'), true);
        await handOver(deps.db, group.id, auth.user.id, accountId as AccountId);
        return c.json({ ok: true });
      })
  );
}
