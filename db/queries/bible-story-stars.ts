import type { StoryStar } from '../../src/lib/bible-stories/path.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { Executor } from '../connection.ts';

/** Gives a learner the star of a story heard; false when it already had it (the first time is kept). */
export async function insertStoryStar(
  db: Executor,
  learnerId: LearnerId,
  slug: string,
  now: Date,
): Promise<boolean> {
  const r = await db
    .insertInto('bible_story_stars')
    .values({ user_id: learnerId, story_slug: slug, heard_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'story_slug']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A learner's stars, oldest first; with `since`, only those earned from then on. */
export async function listStoryStars(db: Executor, learnerId: LearnerId, since?: Date): Promise<StoryStar[]> {
  let query = db
    .selectFrom('bible_story_stars')
    .select(['story_slug', 'heard_at'])
    .where('user_id', '=', learnerId);
  if (since) query = query.where('heard_at', '>=', since.toISOString());
  const rows = await query.orderBy('heard_at').orderBy('story_slug').execute();
  return rows.map((r) => ({ slug: r.story_slug, heardAt: r.heard_at }));
}

/** How many stories a learner has heard (the `bible_stories_heard` stat of the achievements). */
export async function countStoryStars(db: Executor, learnerId: LearnerId): Promise<number> {
  const row = await db
    .selectFrom('bible_story_stars')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', learnerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
