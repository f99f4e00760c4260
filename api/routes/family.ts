import { Hono } from 'hono';
import { z } from 'zod';
import {
  decideParentReview,
  exportProfileRows,
  learnerWeek,
  listParentReviews,
} from '../../db/queries/family.ts';
import { lockOwnerCount } from '../../db/queries/owner-lock.ts';
import {
  countChildProfiles,
  deleteChildProfile,
  findProfile,
  insertChildProfile,
  listProfiles,
  type Profile,
  touchProfile,
  updateChildProfile,
} from '../../db/queries/profiles.ts';
import { listReadChaptersOfVersion } from '../../db/queries/reading-progress.ts';
import { setActiveProfile } from '../../db/queries/sessions.ts';
import { saveWeeklyGoal } from '../../db/queries/streaks.ts';
import { findUserById } from '../../db/queries/users.ts';
import { versionField } from '../../src/lib/bible/inputs.ts';
import {
  canAddChild,
  childProfilePatchSchema,
  childProfileSchema,
  familyMessages,
  parentReviewSchema,
  setPinSchema,
  switchSchema,
  weeklySummarySchema,
} from '../../src/lib/profile-rules.ts';
import { buildReadingMap } from '../../src/lib/reading-map.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { isAccountPassword } from '../auth/accounts.ts';
import { requireAuth, requireParent } from '../auth/middleware.ts';
import { hashPassword } from '../auth/password.ts';
import { randomToken } from '../auth/tokens.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { checkParentPin } from '../family/pin-guard.ts';
import { unsubscribeByLink } from '../family/summary-unsubscribe.ts';
import { ApiError, notFound, parseInput, readJsonBody } from '../http/errors.ts';
import { streakAnswer, weeklyGoalSchema } from '../services/streak-answer.ts';

const weekMs = 7 * 24 * 60 * 60 * 1000;
const noStore = { 'Cache-Control': 'no-store' };
const mapQuery = z.object({ version: versionField });
const unsubscribeQuery = z.object({ token: z.string().max(200) });

/** What the top bar and "Who's learning today?" need of a profile (no data of it). */
function card(p: Profile): { id: string; kind: string; name: string; avatar: string } {
  return { id: p.id, kind: p.kind, name: p.displayName, avatar: p.avatar };
}

/** A child's profile as the parent's page shows it: the card, the settings and when it was added and used. */
function childView({ id, displayName, avatar, ageBand, communityPosting, createdAt, lastActiveAt }: Profile) {
  return { id, name: displayName, avatar, ageBand, communityPosting, createdAt, lastActiveAt };
}

/** /api/family: child profiles, who is learning, the parent's PIN, reviews, weeks and exports. */
export function familyRoutes(deps: AppDeps): Hono<AppEnv> {
  async function checkPin(accountId: string, pinHash: string | null, pin: string | undefined): Promise<void> {
    if (pinHash) await checkParentPin(deps, accountId, pinHash, pin);
  }

  async function pinHashOf(accountId: string): Promise<string | null> {
    const row = await deps.db
      .selectFrom('users')
      .select('pin_hash')
      .where('id', '=', accountId)
      .executeTakeFirst();
    return row?.pin_hash ?? null;
  }

  /** A child profile of the signed-in parent's family; 404 for anything else (another family's too). */
  async function childOf(accountId: string, id: string): Promise<Profile> {
    const child = await findProfile(deps.db, accountId, id);
    if (child?.kind !== 'child') throw notFound(familyMessages.noSuchProfile);
    return child;
  }

  const today = () => siteDay(new Date(), deps.settings.siteTimeZone);

  async function exportOf(profile: Profile) {
    return {
      profile: childView(profile),
      kind: profile.kind,
      data: await exportProfileRows(deps.db, profile.id),
    };
  }

  return (
    new Hono<AppEnv>()
      // Any profile of the family: who can learn here (names and avatars only), who is now.
      .get('/profiles', async (c) => {
        const auth = requireAuth(c);
        const profiles = await listProfiles(deps.db, auth.user.id);
        return c.json(
          {
            profiles: profiles.map((p) =>
              p.kind === 'self' ? { ...card(p), name: auth.user.fullName?.trim() || 'Me' } : card(p),
            ),
            activeId: auth.profile.id,
            hasPin: (await pinHashOf(auth.user.id)) !== null,
          },
          200,
          noStore,
        );
      })

      // Who is learning: a child's profile freely; the parent's own with the PIN when one is set.
      .post('/switch', async (c) => {
        const auth = requireAuth(c);
        const { profileId, pin } = await readJsonBody(c, switchSchema);
        const target = await findProfile(deps.db, auth.user.id, profileId);
        if (!target) throw notFound(familyMessages.noSuchProfile);
        if (target.kind === 'self' && auth.profile.kind === 'child') {
          await checkPin(auth.user.id, await pinHashOf(auth.user.id), pin);
        }
        await setActiveProfile(deps.db, auth.session.id, target.kind === 'self' ? null : target.id);
        if (target.kind === 'child') await touchProfile(deps.db, target.id);
        return c.json({ ok: true, profile: card(target) });
      })

      // The parent's page: children, settings, what waits for approval and each child's week.
      .get('/', async (c) => {
        const auth = requireParent(c);
        const [profiles, reviews, user] = await Promise.all([
          listProfiles(deps.db, auth.user.id),
          listParentReviews(deps.db, auth.user.id),
          deps.db
            .selectFrom('users')
            .select(['pin_hash', 'weekly_summary'])
            .where('id', '=', auth.user.id)
            .executeTakeFirstOrThrow(),
        ]);
        const since = new Date(Date.now() - weekMs);
        const children = profiles.filter((p) => p.kind === 'child');
        const day = today();
        const [weeks, streaks] = await Promise.all([
          Promise.all(children.map((p) => learnerWeek(deps.db, p.id, since))),
          Promise.all(children.map((p) => streakAnswer(deps.db, p.id, day, p.displayName))),
        ]);
        return c.json(
          {
            children: children.map((p, i) => ({ ...childView(p), week: weeks[i], streak: streaks[i] })),
            hasPin: user.pin_hash !== null,
            weeklySummary: user.weekly_summary === 1,
            reviews,
          },
          200,
          noStore,
        );
      })

      .post('/children', async (c) => {
        const auth = requireParent(c);
        const input = await readJsonBody(c, childProfileSchema);
        const child = await deps.db.transaction().execute(async (trx) => {
          await lockOwnerCount(trx, 'children', auth.user.id);
          if (!canAddChild(await countChildProfiles(trx, auth.user.id))) {
            throw new ApiError(409, 'too_many_children', familyMessages.tooManyChildren);
          }
          return insertChildProfile(trx, auth.user.id, randomToken(15), input);
        });
        return c.json({ child: childView(child) }, 201);
      })

      .patch('/children/:id', async (c) => {
        const auth = requireParent(c);
        const patch = await readJsonBody(c, childProfilePatchSchema);
        const child = await updateChildProfile(deps.db, auth.user.id, c.req.param('id'), patch);
        if (child?.kind !== 'child') throw notFound(familyMessages.noSuchProfile);
        return c.json({ child: childView(child) });
      })

      .delete('/children/:id', async (c) => {
        const auth = requireParent(c);
        const id = c.req.param('id');
        if (!(await deps.db.transaction().execute((trx) => deleteChildProfile(trx, auth.user.id, id)))) {
          throw notFound(familyMessages.noSuchProfile);
        }
        return c.json({ ok: true, message: familyMessages.childDeleted });
      })

      // A child's reading map (the explorer's, one query for the version), for the parent's view.
      .get('/children/:id/map', async (c) => {
        const auth = requireParent(c);
        const { version } = parseInput(mapQuery, c.req.query());
        const child = await childOf(auth.user.id, c.req.param('id'));
        const map = buildReadingMap(await listReadChaptersOfVersion(deps.db, child.id, version));
        return c.json({ version, ...map }, 200, noStore);
      })

      // A child's weekly goal, chosen by the parent (the child can choose it too, on its streak card).
      .put('/children/:id/goal', async (c) => {
        const auth = requireParent(c);
        const { daysPerWeek } = await readJsonBody(c, weeklyGoalSchema);
        const child = await childOf(auth.user.id, c.req.param('id'));
        await saveWeeklyGoal(deps.db, child.id, daysPerWeek, new Date());
        return c.json({ streak: await streakAnswer(deps.db, child.id, today(), child.displayName) });
      })

      // The PIN: set, changed or removed with the account password.
      .put('/pin', async (c) => {
        const auth = requireParent(c);
        const { pin, password } = await readJsonBody(c, setPinSchema);
        if (!(await isAccountPassword(deps, auth.user.id, password))) {
          throw new ApiError(403, 'wrong_password', 'That password is not right.');
        }
        const pinHash = pin === null ? null : await hashPassword(pin);
        await deps.db
          .updateTable('users')
          .set({ pin_hash: pinHash })
          .where('id', '=', auth.user.id)
          .execute();
        return c.json({ ok: true, hasPin: pinHash !== null });
      })

      .put('/weekly-summary', async (c) => {
        const auth = requireParent(c);
        const { enabled } = await readJsonBody(c, weeklySummarySchema);
        await deps.db
          .updateTable('users')
          .set({ weekly_summary: enabled ? 1 : 0 })
          .where('id', '=', auth.user.id)
          .execute();
        return c.json({ ok: true, weeklySummary: enabled });
      })

      // The summary's unsubscribe link: works signed out, with the token of the e-mail; a link that is
      // not one of ours changes nothing and says so (never a false "unsubscribed").
      .get('/weekly-summary/unsubscribe', async (c) => {
        const query = unsubscribeQuery.safeParse(c.req.query());
        const done = query.success && (await unsubscribeByLink(deps.db, query.data.token));
        return c.redirect(done ? '/?notice=summary-unsubscribed' : '/?notice=summary-link-unknown', 303);
      })

      .post('/reviews', async (c) => {
        const auth = requireParent(c);
        const { kind, id, approve } = await readJsonBody(c, parentReviewSchema);
        if (!(await decideParentReview(deps.db, auth.user.id, kind, id, approve))) {
          throw notFound('That is not waiting for you any more.');
        }
        return c.json({
          ok: true,
          message: approve ? 'Sent on to our team for a last check.' : 'Declined and deleted.',
        });
      })

      // Parental rights: all data of one child, or of the whole family, as one JSON file.
      .get('/children/:id/export', async (c) => {
        const auth = requireParent(c);
        const child = await childOf(auth.user.id, c.req.param('id'));
        const body = { exportedAt: new Date().toISOString(), ...(await exportOf(child)) };
        return c.json(body, 200, {
          ...noStore,
          'Content-Disposition': `attachment; filename="profile-${child.id}.json"`,
        });
      })

      .get('/export', async (c) => {
        const auth = requireParent(c);
        const user = await findUserById(deps.db, auth.user.id);
        const profiles = await listProfiles(deps.db, auth.user.id);
        const body = {
          exportedAt: new Date().toISOString(),
          account: user,
          profiles: await Promise.all(profiles.map(exportOf)),
        };
        return c.json(body, 200, { ...noStore, 'Content-Disposition': 'attachment; filename="family.json"' });
      })
  );
}
