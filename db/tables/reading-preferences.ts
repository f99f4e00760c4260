import type { ReadingFont, TextSize, ThemeChoice } from '../../src/lib/reading/preferences.ts';

/** A learner's reading preferences (migration 034): one row a profile, once they choose. */
export interface ReadingPreferencesTable {
  user_id: string;
  text_size: TextSize;
  reading_font: ReadingFont;
  theme: ThemeChoice;
  updated_at: string;
}
