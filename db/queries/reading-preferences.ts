import type { LearnerId } from '../../src/lib/ids.ts';
import type { ReadingPreferences } from '../../src/lib/reading/preferences.ts';
import type { Executor } from '../connection.ts';

/** The learner's reading preferences, or null when they never chose. */
export async function findReadingPreferences(
  db: Executor,
  learnerId: LearnerId,
): Promise<ReadingPreferences | null> {
  const row = await db
    .selectFrom('reading_preferences')
    .select(['text_size', 'reading_font', 'theme'])
    .where('user_id', '=', learnerId)
    .executeTakeFirst();
  return row ? { textSize: row.text_size, readingFont: row.reading_font, theme: row.theme } : null;
}

/** Keeps the learner's reading preferences (all three at once: the last choice wins). */
export async function saveReadingPreferences(
  db: Executor,
  learnerId: LearnerId,
  preferences: ReadingPreferences,
  now: Date,
): Promise<void> {
  const values = {
    text_size: preferences.textSize,
    reading_font: preferences.readingFont,
    theme: preferences.theme,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('reading_preferences')
    .values({ user_id: learnerId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
