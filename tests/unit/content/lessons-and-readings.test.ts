import { describe, expect, it } from 'vitest';
import { invalidDateMessage, missingFieldsMessage } from '../../../src/lib/content-rules.ts';
import { isMiniLessonUnlocked } from '../../../src/lib/mini-lesson-access.ts';
import { checkMiniLesson, keyVersesFromText, miniLessonId } from '../../../src/lib/mini-lessons.ts';
import {
  checkReading,
  formatReference,
  readingHref,
  readingsToShip,
  todaysReading,
} from '../../../src/lib/readings.ts';

describe('the mini lesson id', () => {
  it('is the title lowercased with spaces as hyphens and non-alphanumerics removed', () => {
    expect(miniLessonId('Holy Spirit')).toBe('holy-spirit');
    expect(miniLessonId('The Gospel!')).toBe('the-gospel');
    // A run of spaces is one hyphen; the & between spaces leaves two.
    expect(miniLessonId("God's  Love & You")).toBe('gods-love--you');
    expect(miniLessonId('  Psalm 23  ')).toBe('psalm-23');
    expect(miniLessonId('Café')).toBe('cafe');
    expect(miniLessonId('!!!')).toBe('');
  });
  it('keeps the letters of a Spanish title, without their accents', () => {
    expect(miniLessonId('El Espíritu Santo: Dios con nosotros')).toBe('el-espiritu-santo-dios-con-nosotros');
    expect(miniLessonId('¿Quién es Jesús? Año de la niñez')).toBe('quien-es-jesus-ano-de-la-ninez');
  });
});

describe('the mini lesson form', () => {
  it('requires title and content', () => {
    expect(checkMiniLesson({ title: 'T', content: '' })).toMatchObject({
      ok: false,
      message: missingFieldsMessage,
    });
    expect(checkMiniLesson({ content: 'c' })).toMatchObject({ ok: false, message: missingFieldsMessage });
    expect(checkMiniLesson({ title: 'T', content: 'c' })).toEqual({
      ok: true,
      value: { title: 'T', content: 'c', description: '', reflection: '', keyVerses: [], locale: 'en' },
    });
  });
  it('keeps non-empty key verses, typed one a line', () => {
    expect(keyVersesFromText('John 3:16\n\n  Romans 5:8 \r\n')).toEqual(['John 3:16', 'Romans 5:8']);
    expect(checkMiniLesson({ title: 'T', content: 'c', keyVerses: ['a', ' ', 'b'] })).toMatchObject({
      value: { keyVerses: ['a', 'b'] },
    });
  });
});

describe('mini lessons a plan opens', () => {
  it('are none on free, the first on basic, and all on premium, lifetime and for admins', () => {
    expect(isMiniLessonUnlocked({ tier: 'free' }, 0)).toBe(false);
    expect(isMiniLessonUnlocked({ tier: 'basic' }, 0)).toBe(true);
    expect(isMiniLessonUnlocked({ tier: 'basic' }, 1)).toBe(false);
    expect(isMiniLessonUnlocked({ tier: 'premium' }, 9)).toBe(true);
    expect(isMiniLessonUnlocked({ tier: 'lifetime' }, 9)).toBe(true);
    expect(isMiniLessonUnlocked({ tier: 'free', isAdmin: true }, 9)).toBe(true);
  });
});

describe('daily readings', () => {
  const valid = { date: '2025-06-01', book: 'Psalms', chapter: 23, title: 'The Good Shepherd' };
  it('accept a book by name, slug or code and store its slug', () => {
    expect(checkReading(valid)).toEqual({
      ok: true,
      value: { ...valid, book: 'psalms', verseStart: null, verseEnd: null, notes: null },
    });
    expect(
      checkReading({ ...valid, book: '1SA', chapter: '17', verseStart: '32', verseEnd: 50 }),
    ).toMatchObject({
      value: { book: '1samuel', chapter: 17, verseStart: 32, verseEnd: 50 },
    });
  });
  it('require date, book, chapter and title', () => {
    for (const field of ['date', 'book', 'chapter', 'title']) {
      expect(checkReading({ ...valid, [field]: '' })).toMatchObject({
        ok: false,
        message: missingFieldsMessage,
      });
    }
  });
  it('refuse a malformed date, an unknown book, a chapter out of range and reversed verses', () => {
    expect(checkReading({ ...valid, date: '2025-13-01' })).toMatchObject({
      code: 'invalid_date',
      message: invalidDateMessage,
    });
    expect(checkReading({ ...valid, book: 'Hezekiah' })).toMatchObject({
      message: 'Please choose one of the 66 books of the Bible.',
    });
    expect(checkReading({ ...valid, chapter: 151 })).toMatchObject({
      message: 'Psalms has chapters 1 to 150.',
    });
    expect(checkReading({ ...valid, verseStart: 5, verseEnd: 2 })).toMatchObject({
      message: 'The last verse comes after the first.',
    });
    expect(checkReading({ ...valid, verseEnd: 2 })).toMatchObject({ ok: false });
    expect(checkReading({ ...valid, verseStart: 177 })).toMatchObject({ ok: false });
  });
  it('format their reference', () => {
    expect(formatReference({ book: 'genesis', chapter: 1, verseStart: null, verseEnd: null })).toBe(
      'Genesis 1',
    );
    expect(formatReference({ book: 'john', chapter: 3, verseStart: 16, verseEnd: null })).toBe('John 3:16');
    expect(formatReference({ book: 'john', chapter: 3, verseStart: 16, verseEnd: 16 })).toBe('John 3:16');
    expect(formatReference({ book: '1samuel', chapter: 17, verseStart: 32, verseEnd: 50 })).toBe(
      '1 Samuel 17:32-50',
    );
  });
  it('open the chapter in the Bible explorer', () => {
    expect(readingHref({ book: '1samuel', chapter: 17, verseStart: 1, verseEnd: 2 })).toBe(
      '/bible-explorer/?book=1samuel&chapter=17',
    );
  });
  it("pick today's, else the next one planned, else none", () => {
    const list = [{ date: '2025-06-01' }, { date: '2025-06-05' }, { date: '2025-06-03' }];
    expect(todaysReading(list, '2025-06-03')).toEqual({ reading: { date: '2025-06-03' }, isToday: true });
    expect(todaysReading(list, '2025-06-02')).toEqual({ reading: { date: '2025-06-03' }, isToday: false });
    expect(todaysReading(list, '2025-06-06')).toBeNull();
  });
  it('ship the readings from the build day on for a number of days', () => {
    const list = [
      { date: '2025-05-31' },
      { date: '2025-06-09' },
      { date: '2025-06-01' },
      { date: '2025-06-20' },
    ];
    expect(readingsToShip(list, '2025-06-01', 10).map((r) => r.date)).toEqual(['2025-06-01', '2025-06-09']);
  });
});
