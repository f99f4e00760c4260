import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfYear,
  formatDayLong,
  formatDayShort,
  isValidDay,
  siteDay,
} from '../../../src/lib/site-day.ts';
import {
  devotionalTextPreviewChars,
  paragraphs,
  reflectionPreviewChars,
  truncateText,
} from '../../../src/lib/text.ts';

describe('mobile truncation', () => {
  it('uses 200 characters for the devotional text and 150 for reflection and prayer', () => {
    expect(devotionalTextPreviewChars).toBe(200);
    expect(reflectionPreviewChars).toBe(150);
  });

  it('leaves text of exactly the limit alone and shortens text one character longer', () => {
    const exact = 'a'.repeat(200);
    expect(truncateText(exact, 200)).toEqual({ text: exact, truncated: false });
    const longer = truncateText('a'.repeat(201), 200);
    expect(longer.truncated).toBe(true);
    expect(longer.text).toBe(`${'a'.repeat(200)}...`);
  });

  it('cuts at the last space so no word is split, and never keeps more than the limit', () => {
    const words = 'word '.repeat(60).trim(); // 299 characters
    for (const max of [200, 150]) {
      const { text, truncated } = truncateText(words, max);
      expect(truncated).toBe(true);
      expect(text.endsWith('word...')).toBe(true);
      expect(text.length - 3).toBeLessThanOrEqual(max);
      expect(text.length - 3).toBeGreaterThan(max - 6);
    }
  });

  it('drops punctuation left at the cut and counts emoji as one character', () => {
    expect(truncateText('Hello, world, again', 13).text).toBe('Hello, world...');
    expect(truncateText('🙏'.repeat(10), 10).truncated).toBe(false);
  });

  it('splits paragraphs on blank lines', () => {
    expect(paragraphs('One\ntwo\n\n  \nThree\n\n')).toEqual(['One\ntwo', 'Three']);
  });
});

describe('days in the site time zone', () => {
  const instant = new Date('2025-06-02T03:30:00Z');
  it('is the calendar day of the time zone, not of UTC', () => {
    expect(siteDay(instant, 'UTC')).toBe('2025-06-02');
    expect(siteDay(instant, 'America/Chicago')).toBe('2025-06-01');
    expect(siteDay(new Date('2025-06-01T23:30:00Z'), 'Asia/Tokyo')).toBe('2025-06-02');
  });
  it('checks real calendar days', () => {
    expect(isValidDay('2024-02-29')).toBe(true);
    expect(isValidDay('2025-02-29')).toBe(false);
    expect(isValidDay('2025-13-01')).toBe(false);
    expect(isValidDay('2025-6-1')).toBe(false);
    expect(isValidDay('06/01/2025')).toBe(false);
    expect(isValidDay('')).toBe(false);
  });
  it('adds days across months and years', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
  it('counts the day of the year from 1', () => {
    expect(dayOfYear('2025-01-01')).toBe(1);
    expect(dayOfYear('2025-12-31')).toBe(365);
    expect(dayOfYear('2024-12-31')).toBe(366);
    expect(dayOfYear('2024-03-01')).toBe(61);
  });
  it('formats days for people', () => {
    expect(formatDayLong('2025-06-01')).toBe('Sunday, June 1, 2025');
    expect(formatDayShort('2025-06-01')).toBe('Jun 1, 2025');
  });
});
