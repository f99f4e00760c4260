/**
 * A learner's reading preferences: how chapters, stories and devotionals look for them. They apply
 * through attributes on <html> (`data-text-size`, `data-reading-font`, `data-theme`) and the CSS on
 * `.reading-text` and its page (src/styles/reading.css). No zod here: page scripts import this file.
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

/** The preferences as the API takes and gives them (every field present; schema in preferences-schema.ts). */
export interface ReadingPreferences {
  textSize: TextSize;
  readingFont: ReadingFont;
  theme: ThemeChoice;
}

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

/** Where this browser keeps its copy (read before the first paint by ReadingPreferencesHead.astro). */
export const readingStorageKey = 'bsb:reading';
/** The learner key of a signed-out visitor in this browser. */
export const visitorLearnerKey = 'visitor';

/**
 * This browser's copy: whose preferences the page shows (`active`: a profile id, or `visitor`)
 * and the preferences of each learner seen here, so the next page starts with them before any request.
 */
export interface LocalReadingCopy {
  active: string;
  byLearner: Record<string, ReadingPreferences>;
}

/** The stored copy read safely: anything unreadable is an empty copy for the visitor. */
export function localCopyFrom(raw: string | null): LocalReadingCopy {
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  const v = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const byLearner: Record<string, ReadingPreferences> = {};
  if (typeof v.byLearner === 'object' && v.byLearner !== null) {
    for (const [key, value] of Object.entries(v.byLearner)) byLearner[key] = readingPreferencesFrom(value);
  }
  return { active: typeof v.active === 'string' ? v.active : visitorLearnerKey, byLearner };
}

/** The learner's preferences in the copy (the defaults when this browser has none for them). */
export function preferencesIn(copy: LocalReadingCopy, learner: string): ReadingPreferences {
  return copy.byLearner[learner] ?? defaultReadingPreferences;
}

/** The copy with `learner` active and their preferences kept. */
export function withLearnerPreferences(
  copy: LocalReadingCopy,
  learner: string,
  preferences: ReadingPreferences,
): LocalReadingCopy {
  return { active: learner, byLearner: { ...copy.byLearner, [learner]: preferences } };
}
