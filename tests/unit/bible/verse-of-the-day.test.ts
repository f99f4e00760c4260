import { describe, expect, it } from 'vitest';
import { findBook } from '../../../src/lib/bible/books.ts';
import { verseIndexForDay, versesOfTheDay } from '../../../src/lib/bible/verse-of-the-day.ts';
import { siteDay } from '../../../src/lib/site-day.ts';

describe('the verse of the day', () => {
  it('lists real chapters of real books, each verse once', () => {
    for (const ref of versesOfTheDay) {
      const book = findBook(ref.book);
      expect(book?.slug, ref.book).toBe(ref.book);
      expect(ref.chapter).toBeLessThanOrEqual(book!.chapters);
    }
    const keys = versesOfTheDay.map((r) => `${r.book} ${r.chapter}:${r.verse}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('takes the next verse each day and cycles through the whole list', () => {
    const n = versesOfTheDay.length;
    const first = verseIndexForDay('2026-03-01', n);
    expect(verseIndexForDay('2026-03-02', n)).toBe((first + 1) % n);
    expect(verseIndexForDay('2026-03-01', n)).toBe(first);
    const seen = new Set(
      Array.from({ length: n }, (_, i) => verseIndexForDay(`2026-04-${String(i + 1).padStart(2, '0')}`, 30)),
    );
    expect(seen.size).toBe(30);
    expect(verseIndexForDay('1969-12-31', 7)).toBeGreaterThanOrEqual(0);
  });

  it('changes at midnight in the site’s time zone, not in UTC', () => {
    const lateEvening = new Date('2026-01-02T05:30:00Z');
    expect(siteDay(lateEvening, 'America/Chicago')).toBe('2026-01-01');
    expect(siteDay(lateEvening, 'UTC')).toBe('2026-01-02');
    expect(siteDay(new Date('2026-01-02T06:00:00Z'), 'America/Chicago')).toBe('2026-01-02');
  });
});
