import { describe, expect, it } from 'vitest';
import { weekInLanguage } from '../../src/lib/learner-week-names.ts';
import type { LearnerWeek } from '../../src/lib/profile-checks.ts';

const week: LearnerWeek = {
  chapters: [
    { book: 'songofsolomon', chapter: 2, completedAt: '2026-01-05T10:00:00.000Z' },
    { book: 'lostbook', chapter: 1, completedAt: '2026-01-04T10:00:00.000Z' },
  ],
  books: [
    { book: 'songofsolomon', chapters: 1 },
    { book: 'lostbook', chapters: 1 },
  ],
  badges: [],
  games: [],
  verses: [{ reference: '1 John 4:19', masteredAt: '2026-01-05T11:00:00.000Z' }],
  devotionals: [],
  stories: [],
  lastLearnedAt: '2026-01-05T11:00:00.000Z',
};

describe('a child’s week in a language', () => {
  it('names books and verses in Spanish, an unknown book by its slug capitalised', () => {
    const spanish = weekInLanguage(week, 'es');
    expect(spanish.chapters.map((c) => c.bookName)).toEqual(['Cantares', 'Lostbook']);
    expect(spanish.books.map((b) => b.bookName)).toEqual(['Cantares', 'Lostbook']);
    expect(spanish.verses).toEqual([{ reference: '1 Juan 4:19', masteredAt: '2026-01-05T11:00:00.000Z' }]);
  });

  it('keeps the English names and references as the site writes them', () => {
    const english = weekInLanguage(week, 'en');
    expect(english.books.map((b) => b.bookName)).toEqual(['Song of Solomon', 'Lostbook']);
    expect(english.verses[0]?.reference).toBe('1 John 4:19');
    expect(english.lastLearnedAt).toBe(week.lastLearnedAt);
  });
});
