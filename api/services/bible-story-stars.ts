import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AppDatabase } from '../../db/connection.ts';
import { insertStoryStar, listStoryStars } from '../../db/queries/bible-story-stars.ts';
import { type StoryStar, storyFilePattern, storySlugOf } from '../../src/lib/bible-stories/path.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { Day } from '../../src/lib/site-day.ts';
import { projectRoot } from '../rebuild/astro-build.ts';
import { awardProgress, type ProgressAwards } from './award-progress.ts';
import { recordLearningDay } from './learning-days.ts';

let slugs: Set<string> | null = null;

/** The slugs of the stories of content/stories (read once): the stories a star can be for. */
export function storySlugs(): ReadonlySet<string> {
  slugs ??= new Set(
    readdirSync(path.join(projectRoot, 'content/stories'))
      .map((f) => f.replace(/\.md$/, ''))
      .filter((f) => storyFilePattern.test(f))
      .map(storySlugOf),
  );
  return slugs;
}

export interface HeardStory {
  star: StoryStar;
  /** False when the learner already had this star (nothing changed). */
  created: boolean;
  awards: ProgressAwards | null;
}

/**
 * "I heard this story", in one transaction: the learner's star for it (the first time is kept), and
 * when it is new a learning day for the streak and the story badges it earns (10, 26, 52 stories).
 */
export function hearStory(
  db: AppDatabase,
  learnerId: LearnerId,
  slug: string,
  day: Day,
  now: Date,
): Promise<HeardStory> {
  return db.transaction().execute(async (trx) => {
    const created = await insertStoryStar(trx, learnerId, slug, now);
    if (created) await recordLearningDay(trx, learnerId, day, 'story', now);
    const awards = created ? await awardProgress(trx, learnerId, now) : null;
    const star = (await listStoryStars(trx, learnerId)).find((s) => s.slug === slug)!;
    return { star, created, awards };
  });
}

/** A learner's stars for the stories still on the path, oldest first. */
export async function storyStarsOf(db: AppDatabase, learnerId: LearnerId): Promise<StoryStar[]> {
  const known = storySlugs();
  return (await listStoryStars(db, learnerId)).filter((s) => known.has(s.slug));
}
