import { z } from 'zod';

/**
 * A learner's reading preferences: how chapters, stories and devotionals look for them. They apply
 * through attributes on <html> (`data-text-size`, `data-reading-font`, `data-theme`) and the CSS on
 * `.reading-text` and its page (src/styles/reading.css).
 */

/** Three text sizes; `standard` is the size the text has without a choice. */
export const textSizes = ['standard', 'large', 'larger'] as const;
/** `legible`: Atkinson Hyperlegible with more space between letters, words and lines. */
export const readingFonts = ['standard', 'legible'] as const;
/** `system` follows the device's light or dark setting. */
export const themeChoices = ['system', 'light', 'dark'] as const;

export type TextSize = (typeof textSizes)[number];
export type ReadingFont = (typeof readingFonts)[number];
export type ThemeChoice = (typeof themeChoices)[number];

/** The preferences as the API takes and gives them (every field present). */
export const readingPreferencesSchema = z.strictObject({
  textSize: z.enum(textSizes),
  readingFont: z.enum(readingFonts),
  theme: z.enum(themeChoices),
});
export type ReadingPreferences = z.infer<typeof readingPreferencesSchema>;

/** What a learner who never chose reads with. */
export const defaultReadingPreferences: ReadingPreferences = {
  textSize: 'standard',
  readingFont: 'standard',
  theme: 'system',
};

/**
 * Preferences from a stored copy (this browser's or an old row): each valid field is kept, anything
 * else falls back to its default, so a stale or tampered copy never breaks the page.
 */
export function readingPreferencesFrom(value: unknown): ReadingPreferences {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const pick = <T extends string>(options: readonly T[], field: unknown, fallback: T): T =>
    options.includes(field as T) ? (field as T) : fallback;
  return {
    textSize: pick(textSizes, v.textSize, defaultReadingPreferences.textSize),
    readingFont: pick(readingFonts, v.readingFont, defaultReadingPreferences.readingFont),
    theme: pick(themeChoices, v.theme, defaultReadingPreferences.theme),
  };
}

/** The page's theme: the learner's choice, or the system's when they follow it. */
export function themeOf(preferences: ReadingPreferences, systemIsDark: boolean): 'light' | 'dark' {
  if (preferences.theme === 'system') return systemIsDark ? 'dark' : 'light';
  return preferences.theme;
}
