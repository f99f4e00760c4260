import { Hono } from 'hono';
import { z } from 'zod';
import { m } from '#messages';
import { decideParentReview, listParentReviews } from '../../db/queries/family.ts';
import { findParentPinHash, saveWeeklySummary } from '../../db/queries/family-settings.ts';
import { listProfiles, type Profile, updateChildProfile } from '../../db/queries/profiles.ts';
import { listReadChaptersOfVersion } from '../../db/queries/reading-progress.ts';
import { saveWeeklyGoal } from '../../db/queries/streaks.ts';
import { versionField } from '../../src/lib/bible/inputs.ts';
import { learningStartOf } from '../../src/lib/learning-start.ts';
import {
  childProfilePatchSchema,
  childProfileSchema,
  familyAnswerTexts,
  parentReviewSchema,
  setPinSchema,
  switchSchema,
  weeklySummarySchema,
} from '../../src/lib/profile-rules.ts';
import { buildReadingMap } from '../../src/lib/reading-map.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { requireAuth, requireParent } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { unsubscribeByLink } from '../family/summary-unsubscribe.ts';
import { apiTexts } from '../http/api-text.ts';
import { notFound, parseInput, readJsonBody } from '../http/errors.ts';
import { pageInLinkLanguage } from '../mail/mail-locale.ts';
import {
  addChild,
  exportFamily,
  exportProfile,
  familyOverview,
  getChild,
  type ProfileExport,
  removeChild,
  setParentPin,
  switchLearner,
} from '../services/family.ts';
import { familyGroups } from '../services/group-membership.ts';
import { streakAnswer, weeklyGoalSchema } from '../services/streak-answer.ts';

const noStore = { 'Cache-Control': 'no-store' };
const mapQuery = z.object({ version: versionField });
const unsubscribeQuery = z.object({ token: z.string().max(200) });

/** What the top bar and "Who's learning today?" need of a profile (no data of it). */
function card(p: Profile): { id: string; kind: string; name: string; avatar: string } {
  return { id: p.id, kind: p.kind, name: p.displayName, avatar: p.avatar };
}

/** A child's profile as the parent's page shows it: the card, the settings and when it was added and used. */
function childView(profile: Profile) {
  const {
    id,
    displayName,
    avatar,
    ageBand,
    learningStart,
    locale,
    communityPosting,
    createdAt,
    lastActiveAt,
  } = profile;
  return {
    id,
    name: displayName,
    avatar,
    ageBand,
    // The parent's choice (null: the age band's) and the start it makes.
    learningStart,
    start: learningStartOf(profile),
    locale,
    communityPosting,
    createdAt,
    lastActiveAt,
  };
}

/** One profile's export as the file shows it. */
function exportView({ profile, data }: ProfileExport) {
  return { profile: childView(profile), kind: profile.kind, data };
}

/** /api/family: child profiles, who is learning, the parent's PIN, reviews, weeks and exports. */
export function familyRoutes(deps: AppDeps): Hono<AppEnv> {
  const today = () => siteDay(new Date(), deps.settings.siteTimeZone);

  return (
    new Hono<AppEnv>()
      // Any profile of the family: who can learn here (names and avatars only), who is now.
      .get('/profiles', async (c) => {
        const auth = requireAuth(c);
        const [profiles, pinHash] = await Promise.all([
          listProfiles(deps.db, auth.user.id),
          findParentPinHash(deps.db, auth.user.id),
        ]);
        return c.json(
          {
            profiles: profiles.map((p) =>
              p.kind === 'self' ? { ...card(p), name: auth.user.fullName?.trim() || 'Me' } : card(p),
            ),
            activeId: auth.profile.id,
            hasPin: pinHash !== null,
          },
          200,
          noStore,
        );
      })

      // Who is learning: a child's profile freely; the parent's own with the PIN when one is set.
      .post('/switch', async (c) => {
        const auth = requireAuth(c);
        const { profileId, pin } = await readJsonBody(c, switchSchema);
        const profile = await switchLearner(deps, auth, profileId, pin);
        return c.json({ ok: true, profile: card(profile) });
      })

      // The parent's page: children, settings, what waits for approval and each child's week.
      .get('/', async (c) => {
        const auth = requireParent(c);
        const { children, ...rest } = await familyOverview(deps.db, auth.user.id, today(), c.get('locale'));
        return c.json(
          {
            children: children.map(({ profile, week, streak }) => ({ ...childView(profile), week, streak })),
            ...rest,
          },
          200,
          noStore,
        );
      })

      // How many of the children's posts wait for the parent (the badge on the Family link).
      .get('/waiting', async (c) => {
        const auth = requireParent(c);
        const reviews = await listParentReviews(deps.db, auth.user.id);
        return c.json({ count: reviews.length }, 200, noStore);
      })

      .post('/children', async (c) => {
        const auth = requireParent(c);
        const input = await readJsonBody(c, childProfileSchema);
        const child = await addChild(deps.db, auth.user.id, input);
        return c.json({ child: childView(child) }, 201);
      })

      .patch('/children/:id', async (c) => {
        const auth = requireParent(c);
        const patch = await readJsonBody(c, childProfilePatchSchema);
        const child = await updateChildProfile(deps.db, auth.user.id, c.req.param('id'), patch);
        if (child?.kind !== 'child') throw notFound(familyAnswerTexts.noSuchProfile);
        return c.json({ child: childView(child) });
      })

      .delete('/children/:id', async (c) => {
        const auth = requireParent(c);
        await removeChild(deps.db, auth.user.id, c.req.param('id'));
        return c.json({ ok: true, message: familyAnswerTexts.childDeleted(c.get('locale')) });
      })

      // A child's reading map (the explorer's, one query for the version), for the parent's view.
      .get('/children/:id/map', async (c) => {
        const auth = requireParent(c);
        const { version } = parseInput(mapQuery, c.req.query());
        const child = await getChild(deps.db, auth.user.id, c.req.param('id'));
        const map = buildReadingMap(await listReadChaptersOfVersion(deps.db, child.id, version));
        return c.json({ version, ...map }, 200, noStore);
      })

      // A child's weekly goal, chosen by the parent (the child can choose it too, on its streak card).
      .put('/children/:id/goal', async (c) => {
        const auth = requireParent(c);
        const { daysPerWeek } = await readJsonBody(c, weeklyGoalSchema);
        const child = await getChild(deps.db, auth.user.id, c.req.param('id'));
        await saveWeeklyGoal(deps.db, child.id, daysPerWeek, new Date());
        return c.json({
          streak: await streakAnswer(deps.db, child.id, today(), child.displayName, c.get('locale')),
        });
      })

      // The PIN: set, changed or removed with the account password.
      .put('/pin', async (c) => {
        const auth = requireParent(c);
        const { pin, password } = await readJsonBody(c, setPinSchema);
        const hasPin = await setParentPin(deps, auth.user.id, password, pin);
        return c.json({ ok: true, hasPin });
      })

      .put('/weekly-summary', async (c) => {
        const auth = requireParent(c);
        const { enabled } = await readJsonBody(c, weeklySummarySchema);
        await saveWeeklySummary(deps.db, auth.user.id, enabled);
        return c.json({ ok: true, weeklySummary: enabled });
      })

      // The summary's unsubscribe link: works signed out, with the token of the e-mail; a link that is
      // not one of ours changes nothing and says so (never a false "unsubscribed").
      .get('/weekly-summary/unsubscribe', async (c) => {
        const query = unsubscribeQuery.safeParse(c.req.query());
        const done = query.success && (await unsubscribeByLink(deps.db, query.data.token));
        const page = done ? '/?notice=summary-unsubscribed' : '/?notice=summary-link-unknown';
        return c.redirect(pageInLinkLanguage(c, page), 303);
      })

      .post('/reviews', async (c) => {
        const auth = requireParent(c);
        const { kind, id, approve } = await readJsonBody(c, parentReviewSchema);
        if (!(await decideParentReview(deps.db, auth.user.id, kind, id, approve))) {
          throw notFound(apiTexts.reviewGone);
        }
        return c.json({
          ok: true,
          message: approve
            ? m.api_review_sent_on({}, { locale: c.get('locale') })
            : m.api_review_declined({}, { locale: c.get('locale') }),
        });
      })

      // Parental rights: all data of one child, or of the whole family, as one JSON file.
      .get('/children/:id/export', async (c) => {
        const auth = requireParent(c);
        const child = await getChild(deps.db, auth.user.id, c.req.param('id'));
        const body = {
          exportedAt: new Date().toISOString(),
          ...exportView(await exportProfile(deps.db, child)),
        };
        return c.json(body, 200, {
          ...noStore,
          'Content-Disposition': `attachment; filename="profile-${child.id}.json"`,
        });
      })

      .get('/export', async (c) => {
        const auth = requireParent(c);
        const [{ account, profiles }, groups] = await Promise.all([
          exportFamily(deps.db, auth.user.id),
          familyGroups(deps.db, auth.user.id),
        ]);
        const body = {
          exportedAt: new Date().toISOString(),
          account,
          profiles: profiles.map(exportView),
          groups,
        };
        return c.json(body, 200, { ...noStore, 'Content-Disposition': 'attachment; filename="family.json"' });
      })
  );
}
