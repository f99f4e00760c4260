import type { AppDatabase } from '../connection.ts';
import { badgesAndAchievementsSeed } from './badges-and-achievements.ts';
import { bibleReadingChallengesSeed } from './bible-reading-challenges.ts';
import { bibleStoryAwardsSeed } from './bible-story-awards.ts';
import { devotionalsSeed, devotionalsSeedEs } from './devotionals.ts';
import { memoryVersesSeed } from './memory-verses.ts';
import { miniLessonsSeed, miniLessonsSeedEs } from './mini-lessons.ts';
import { readingsSeed } from './readings.ts';
import { type Seed, seedEmptyTables } from './run.ts';
import { streaksAndPlansSeed } from './streaks-and-plans.ts';
import { verseSetsSeed } from './verse-sets.ts';
import { wisdomSeed, wisdomSeedEs } from './wisdom.ts';

/** Starter content, in the order it is applied. Each feature adds its own seed module here. */
export const seeds: readonly Seed[] = [
  devotionalsSeed,
  wisdomSeed,
  miniLessonsSeed,
  // The Spanish beside the English, also on sites seeded before there was Spanish content.
  devotionalsSeedEs,
  wisdomSeedEs,
  miniLessonsSeedEs,
  readingsSeed,
  bibleReadingChallengesSeed,
  // After the reading challenges: it adds the other challenges and sets every challenge's badge.
  badgesAndAchievementsSeed,
  memoryVersesSeed,
  // After the badges: it adds the streak and plan badges beside them.
  streaksAndPlansSeed,
  verseSetsSeed,
  // After the starter achievements: it adds the story path's beside them, in every database.
  bibleStoryAwardsSeed,
];

/** Seeds the starter content into empty tables (see seedEmptyTables); returns the seeds that ran. */
export function seedStarterContent(db: AppDatabase, today: string): Promise<string[]> {
  return seedEmptyTables(db, today, seeds);
}
