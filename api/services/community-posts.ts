import type { AppDatabase } from '../../db/connection.ts';
import { countPrayerRequestsSince, insertPrayerRequest } from '../../db/queries/ask.ts';
import { lockOwnerCount } from '../../db/queries/owner-lock.ts';
import { countUserStoriesSince, insertStory, type Story } from '../../db/queries/stories.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import { planLimit, tooManyRequests } from '../http/errors.ts';

/**
 * A learner's posts whose count is limited (Keep it Real stories a day, prayer requests of the
 * plan): the count and the new row are one step for the learner (lockOwnerCount), so requests sent
 * at once cannot pass the limit together.
 */

/** A child writes a story now and then; more than this in a day is not a child writing. */
export const maxStoriesPerDay = 5;
/** Prayer request limits count the last 30 days. */
export const prayerLimitWindowDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

export interface StoryInput {
  title: string;
  content: string;
  category: string;
  isAnonymous: boolean;
}

export interface PrayerInput {
  title: string;
  request: string;
  isAnonymous: boolean;
}

/** A new story of the learner (waiting for review); 429 past `maxStoriesPerDay` in 24 hours. */
export function postStory(
  db: AppDatabase,
  learnerId: LearnerId,
  input: StoryInput,
  awaitingParent: boolean,
  now: Date,
): Promise<Story> {
  return db.transaction().execute(async (trx) => {
    await lockOwnerCount(trx, 'stories', learnerId);
    const recent = await countUserStoriesSince(trx, learnerId, new Date(now.getTime() - dayMs).toISOString());
    if (recent.count >= maxStoriesPerDay) {
      // A slot opens when the earliest story of the last 24 hours is a day old.
      const opensAt = (recent.earliest?.getTime() ?? now.getTime()) + dayMs;
      throw tooManyRequests(
        `You can share up to ${maxStoriesPerDay} stories a day. Please come back tomorrow!`,
        (opensAt - now.getTime()) / 1000,
      );
    }
    return insertStory(trx, { learnerId, ...input, awaitingParent }, now);
  });
}

const prayerWindowStart = (now: Date): string =>
  new Date(now.getTime() - prayerLimitWindowDays * dayMs).toISOString();

/** The learner's prayer requests in the plan's window up to `now`. */
export function countPrayersInWindow(db: AppDatabase, learnerId: LearnerId, now: Date): Promise<number> {
  return countPrayerRequestsSince(db, learnerId, prayerWindowStart(now));
}

/**
 * A new prayer request of the learner; `limit` is the plan's count in the window (null: none), read
 * before, as the transaction holds SQLite's one connection. 403 `plan_limit` past it.
 */
export function sendPrayerRequest(
  db: AppDatabase,
  learnerId: LearnerId,
  input: PrayerInput,
  awaitingParent: boolean,
  limit: number | null,
  now: Date,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockOwnerCount(trx, 'prayer-requests', learnerId);
    if (limit !== null && (await countPrayerRequestsSince(trx, learnerId, prayerWindowStart(now))) >= limit) {
      throw planLimit(
        limit === 0
          ? 'Prayer requests are part of our paid plans. Upgrade to share your prayer requests.'
          : `Your plan includes ${limit} prayer requests every ` +
              `${prayerLimitWindowDays} days. Upgrade for unlimited prayer requests.`,
      );
    }
    await insertPrayerRequest(trx, { learnerId, ...input, awaitingParent }, now);
  });
}
