import { z } from 'zod';
import { type ReadingPreferences, readingFonts, textSizes, themeChoices } from './preferences.ts';

/** A learner's reading preferences as PUT /api/reading-preferences takes them: all three, nothing else. */
export const readingPreferencesSchema: z.ZodType<ReadingPreferences> = z.strictObject({
  textSize: z.enum(textSizes, { error: 'The text size must be standard, large or larger.' }),
  readingFont: z.enum(readingFonts, { error: 'The reading font must be standard or legible.' }),
  theme: z.enum(themeChoices, { error: 'The theme must be system, light or dark.' }),
});
