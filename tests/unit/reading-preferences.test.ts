import { describe, expect, it } from 'vitest';
import {
  defaultReadingPreferences,
  readingPreferencesFrom,
  readingPreferencesSchema,
  themeOf,
} from '../../src/lib/reading/preferences.ts';

describe('reading preferences', () => {
  it('accepts the three sizes, two fonts and three themes, and nothing else', () => {
    const ok = { textSize: 'larger', readingFont: 'legible', theme: 'dark' };
    expect(readingPreferencesSchema.parse(ok)).toEqual(ok);
    expect(readingPreferencesSchema.safeParse({ ...ok, textSize: 'huge' }).success).toBe(false);
    expect(readingPreferencesSchema.safeParse({ ...ok, readingFont: 'comic' }).success).toBe(false);
    expect(readingPreferencesSchema.safeParse({ ...ok, theme: 'sepia' }).success).toBe(false);
    expect(readingPreferencesSchema.safeParse({ ...ok, more: true }).success).toBe(false);
    expect(readingPreferencesSchema.safeParse({ textSize: 'large' }).success).toBe(false);
  });

  it('reads a stored copy field by field, with defaults for what is missing or wrong', () => {
    expect(readingPreferencesFrom(null)).toEqual(defaultReadingPreferences);
    expect(readingPreferencesFrom('dark')).toEqual(defaultReadingPreferences);
    expect(readingPreferencesFrom({ textSize: 'large', theme: 'purple', readingFont: 3 })).toEqual({
      ...defaultReadingPreferences,
      textSize: 'large',
    });
  });

  it('follows the system until the learner picks light or dark', () => {
    const prefs = defaultReadingPreferences;
    expect(themeOf(prefs, true)).toBe('dark');
    expect(themeOf(prefs, false)).toBe('light');
    expect(themeOf({ ...prefs, theme: 'light' }, true)).toBe('light');
    expect(themeOf({ ...prefs, theme: 'dark' }, false)).toBe('dark');
  });
});
