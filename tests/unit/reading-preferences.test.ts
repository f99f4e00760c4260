import { describe, expect, it } from 'vitest';
import { activeLearnerStorageKey } from '../../src/client/active-learner.ts';
import {
  defaultReadingPreferences,
  localCopyFrom,
  preferencesIn,
  readingPreferencesFrom,
  readingStorageKey,
  themeOf,
  visitorLearnerKey,
  withLearnerPreferences,
} from '../../src/lib/reading/preferences.ts';
import { readingPreferencesSchema } from '../../src/lib/reading/preferences-schema.ts';

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

describe("this browser's copy", () => {
  it('keeps each learner seen here and which one is active', () => {
    const empty = localCopyFrom(null);
    expect(empty).toEqual({ active: visitorLearnerKey, byLearner: {} });
    const big = { ...defaultReadingPreferences, textSize: 'larger' as const };
    const dark = { ...defaultReadingPreferences, theme: 'dark' as const };
    const both = withLearnerPreferences(withLearnerPreferences(empty, 'ann', big), 'ben', dark);
    const again = localCopyFrom(JSON.stringify(both));
    expect(again.active).toBe('ben');
    expect(preferencesIn(again, 'ann')).toEqual(big);
    expect(preferencesIn(again, 'ben')).toEqual(dark);
    expect(preferencesIn(again, visitorLearnerKey)).toEqual(defaultReadingPreferences);
  });

  it('reads a broken or tampered copy as an empty one', () => {
    for (const raw of ['{', '"x"', '[]', JSON.stringify({ active: 3, byLearner: 'no' })]) {
      expect(localCopyFrom(raw)).toEqual({ active: visitorLearnerKey, byLearner: {} });
    }
    const odd = localCopyFrom(JSON.stringify({ active: 'ann', byLearner: { ann: { theme: 'neon' } } }));
    expect(preferencesIn(odd, 'ann')).toEqual(defaultReadingPreferences);
  });
});

it('the learner store tells the same copy which learner is active', () => {
  expect(activeLearnerStorageKey).toBe(readingStorageKey);
});
