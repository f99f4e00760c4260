import { type Context, Hono } from 'hono';
import { insertCommunityMessage, insertQuestion, listMyAsks } from '../../db/queries/ask.ts';
import { communityMessageSchema, prayerSchema, questionSchema } from '../../src/lib/community-rules.ts';
import { getLimit, unlimited } from '../../src/lib/entitlements.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import { familyAnswerTexts } from '../../src/lib/profile-checks.ts';
import { createRateLimiter } from '../auth/rate-limit.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJsonBody, tooManyRequests, unauthorized } from '../http/errors.ts';
import { entitledFor } from '../plans/subscription-status.ts';
import { communityPostingOf } from '../services/child-posting.ts';
import { countPrayersInWindow, sendPrayerRequest } from '../services/community-posts.ts';

const maxSubmissionsPerHour = 20;

/** /api/ask: questions, prayer requests and community messages (signed in). */
export function askRoutes(deps: AppDeps): Hono<AppEnv> {
  const perUser = createRateLimiter({
    db: deps.db,
    name: 'ask-per-user',
    limit: maxSubmissionsPerHour,
    windowMs: 60 * 60_000,
  });
  const learnerOf = async (
    c: Context<AppEnv>,
  ): Promise<{ learnerId: LearnerId; awaitingParent: boolean }> => {
    const auth = c.get('auth');
    if (!auth) throw unauthorized('Please sign in to send this.');
    const { awaitingParent } = await communityPostingOf(deps.db, auth);
    const limited = await perUser.take(auth.profile.id);
    if (!limited.allowed) {
      throw tooManyRequests(
        'That is a lot of messages! Please wait a little and try again.',
        limited.retryAfterSeconds,
      );
    }
    return { learnerId: auth.profile.id, awaitingParent };
  };

  /** How many prayer requests the user may still send, or null when there is no limit. */
  async function prayerAllowance(c: Context<AppEnv>): Promise<{ limit: number; used: number } | null> {
    const limit = await prayerLimit(c);
    if (limit === null) return null;
    return { limit, used: await countPrayersInWindow(deps.db, c.get('auth')!.profile.id, new Date()) };
  }
  /** The learner's plan's prayer requests in the window, or null when there is no limit. */
  async function prayerLimit(c: Context<AppEnv>): Promise<number | null> {
    if (deps.settings.prayerRequestAccess === 'always') return null;
    const limit = getLimit(await entitledFor(c, deps), 'prayerRequests');
    return limit === unlimited ? null : limit;
  }

  return new Hono<AppEnv>()
    .post('/questions', async (c) => {
      const { learnerId, awaitingParent } = await learnerOf(c);
      const input = await readJsonBody(c, questionSchema);
      await insertQuestion(deps.db, { learnerId, ...input, awaitingParent });
      const message = awaitingParent
        ? familyAnswerTexts.waitsForParent()
        : 'Thank you! Your question was sent. You will find the answer on this page.';
      return c.json({ ok: true, message, awaitingParent }, 201);
    })
    .post('/prayers', async (c) => {
      const { learnerId, awaitingParent } = await learnerOf(c);
      const input = await readJsonBody(c, prayerSchema);
      const limit = await prayerLimit(c);
      await sendPrayerRequest(deps.db, learnerId, input, awaitingParent, limit, new Date());
      const message = awaitingParent
        ? familyAnswerTexts.waitsForParent()
        : 'Thank you! We are praying with you.';
      return c.json({ ok: true, message, awaitingParent }, 201);
    })
    .post('/messages', async (c) => {
      const { learnerId, awaitingParent } = await learnerOf(c);
      const input = await readJsonBody(c, communityMessageSchema);
      await insertCommunityMessage(deps.db, { learnerId, ...input, awaitingParent });
      const message = awaitingParent
        ? familyAnswerTexts.waitsForParent()
        : 'Thank you! Your message will appear after a quick review.';
      return c.json({ ok: true, message, awaitingParent }, 201);
    })
    .get('/mine', async (c) => {
      const auth = c.get('auth');
      if (!auth) throw unauthorized();
      const [mine, allowance] = await Promise.all([listMyAsks(deps.db, auth.profile.id), prayerAllowance(c)]);
      return c.json({ ...mine, prayerAllowance: allowance }, 200, { 'Cache-Control': 'no-store' });
    });
}
