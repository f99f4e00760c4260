import { describe, expect, it } from 'vitest';
import { bibleBooks } from '../../../src/lib/bible/books.ts';
import {
  chapterBounds,
  type ReaderAction,
  type ReaderState,
  readerFormTarget,
  readerPositionFromQuery,
  readerQuery,
  readerStateAt,
  reduceReader,
} from '../../../src/lib/bible/reader-state.ts';

const books = bibleBooks;
const at = (version: 'kjv' | 'asv', book: string, chapter: number, isRead = false): ReaderState => ({
  ...readerStateAt({ version, book, chapter }, books),
  isRead,
});
const apply = (state: ReaderState, ...actions: ReaderAction[]): ReaderState =>
  actions.reduce((s, action) => reduceReader(s, action, books), state);

describe('the reader state', () => {
  it('takes the testament from the book', () => {
    expect(at('kjv', 'john', 3).testament).toBe('NT');
    expect(at('kjv', 'psalms', 23).testament).toBe('OT');
  });

  it('resets the chapter to 1 and clears the read flag when a book is chosen', () => {
    const next = apply(at('kjv', 'john', 3, true), { type: 'book', book: 'romans' });
    expect(next).toEqual({
      position: { version: 'kjv', book: 'romans', chapter: 1 },
      testament: 'NT',
      isRead: false,
    });
  });

  it('moves to the testament’s book when a book of the other testament is chosen', () => {
    expect(apply(at('kjv', 'john', 3), { type: 'book', book: 'psalms' }).testament).toBe('OT');
  });

  it('keeps the state when the same book or an unknown book is chosen', () => {
    const state = at('kjv', 'john', 3, true);
    expect(apply(state, { type: 'book', book: 'john' })).toBe(state);
    expect(apply(state, { type: 'book', book: 'hezekiah' })).toBe(state);
  });

  it('opens the first book of a testament at chapter 1 when the testament changes', () => {
    expect(apply(at('asv', 'john', 3, true), { type: 'testament', testament: 'OT' }).position).toEqual({
      version: 'asv',
      book: 'genesis',
      chapter: 1,
    });
    expect(apply(at('kjv', 'psalms', 3), { type: 'testament', testament: 'NT' }).position).toEqual({
      version: 'kjv',
      book: 'matthew',
      chapter: 1,
    });
    const same = at('kjv', 'john', 3, true);
    expect(apply(same, { type: 'testament', testament: 'NT' })).toBe(same);
  });

  it('keeps book and chapter when the version changes, and asks again whether it is read', () => {
    expect(apply(at('kjv', 'john', 3, true), { type: 'version', version: 'asv' })).toEqual(
      at('asv', 'john', 3, false),
    );
    const state = at('kjv', 'john', 3, true);
    expect(apply(state, { type: 'version', version: 'niv' })).toBe(state);
  });

  it('keeps Prev and Next within 1 and the chapter count', () => {
    expect(apply(at('kjv', 'john', 1), { type: 'previous' }).position.chapter).toBe(1);
    expect(apply(at('kjv', 'john', 21), { type: 'next' }).position).toEqual({
      version: 'kjv',
      book: 'john',
      chapter: 21,
    });
    expect(apply(at('kjv', 'john', 3), { type: 'next' }, { type: 'next' }).position.chapter).toBe(5);
    expect(apply(at('kjv', 'john', 3), { type: 'previous' }).position.chapter).toBe(2);
    expect(chapterBounds(at('kjv', 'john', 1), books)).toEqual({ canGoPrevious: false, canGoNext: true });
    expect(chapterBounds(at('kjv', 'john', 21), books)).toEqual({ canGoPrevious: true, canGoNext: false });
    expect(chapterBounds(at('kjv', 'obadiah', 1), books)).toEqual({ canGoPrevious: false, canGoNext: false });
  });

  it('accepts only chapters the book has', () => {
    const state = at('kjv', 'john', 3);
    expect(apply(state, { type: 'chapter', chapter: 21 }).position.chapter).toBe(21);
    for (const chapter of [0, 22, 2.5, Number.NaN])
      expect(apply(state, { type: 'chapter', chapter })).toBe(state);
  });

  it('clears the read flag when the chapter changes', () => {
    expect(apply(at('kjv', 'john', 3, true), { type: 'next' }).isRead).toBe(false);
    expect(apply(at('kjv', 'john', 3, true), { type: 'chapter', chapter: 9 }).isRead).toBe(false);
  });

  it('sets the read flag only for the chapter the answer is about', () => {
    const state = at('kjv', 'john', 3);
    expect(
      apply(state, {
        type: 'read-status',
        position: { version: 'kjv', book: 'john', chapter: 3 },
        isRead: true,
      }).isRead,
    ).toBe(true);
    expect(
      apply(state, {
        type: 'read-status',
        position: { version: 'asv', book: 'john', chapter: 3 },
        isRead: true,
      }),
    ).toBe(state);
    expect(
      apply(state, {
        type: 'read-status',
        position: { version: 'kjv', book: 'john', chapter: 4 },
        isRead: true,
      }),
    ).toBe(state);
  });
});

describe('reader deep links', () => {
  it('round-trips a position through ?version=&book=&chapter=', () => {
    const position = { version: 'asv' as const, book: 'songofsolomon', chapter: 2 };
    expect(readerQuery(position)).toBe('?version=asv&book=songofsolomon&chapter=2');
    expect(readerPositionFromQuery(readerQuery(position), books)).toEqual({ position, notices: [] });
  });

  it('opens the World English Bible at Genesis 1 without a query', () => {
    expect(readerPositionFromQuery('', books)).toEqual({
      position: { version: 'web', book: 'genesis', chapter: 1 },
      notices: [],
    });
  });

  it('opens the version the learner chose last when the link names none, and the link’s when it does', () => {
    expect(readerPositionFromQuery('?book=john&chapter=3', books, 'kjv').position.version).toBe('kjv');
    expect(readerPositionFromQuery('?version=asv', books, 'kjv').position.version).toBe('asv');
    expect(readerPositionFromQuery('?version=xyz', books, 'kjv').notices).toEqual([
      'There is no Bible version "xyz" here, so the King James Version (KJV) is shown.',
    ]);
  });

  it('accepts service ids, USFM ids and names with spaces', () => {
    expect(readerPositionFromQuery('?version=en-asv&book=JHN&chapter=3', books).position).toEqual({
      version: 'asv',
      book: 'john',
      chapter: 3,
    });
    expect(readerPositionFromQuery('?book=Song%20of%20Solomon', books).position.book).toBe('songofsolomon');
  });

  it('falls back to a sensible default and says so for unknown parts', () => {
    const version = readerPositionFromQuery('?version=xyz&book=john&chapter=3', books);
    expect(version.position).toEqual({ version: 'web', book: 'john', chapter: 3 });
    expect(version.notices).toEqual([
      'There is no Bible version "xyz" here, so the World English Bible (WEB) is shown.',
    ]);

    expect(readerPositionFromQuery('?version=niv', books).notices).toEqual([
      'The NIV is coming soon, so the World English Bible (WEB) is shown.',
    ]);

    const book = readerPositionFromQuery('?version=asv&book=hezekiah&chapter=3', books);
    expect(book.position).toEqual({ version: 'asv', book: 'genesis', chapter: 1 });
    expect(book.notices[0]).toBe('There is no book called "hezekiah", so Genesis is shown.');

    const chapter = readerPositionFromQuery('?book=john&chapter=40', books);
    expect(chapter.position).toEqual({ version: 'web', book: 'john', chapter: 1 });
    expect(chapter.notices).toEqual(['John has 21 chapters and no chapter "40", so chapter 1 is shown.']);
    expect(readerPositionFromQuery('?book=jude&chapter=-1', books).notices).toEqual([
      'Jude has 1 chapter and no chapter "-1", so chapter 1 is shown.',
    ]);
    expect(readerPositionFromQuery('?book=john&chapter=3abc', books).position.chapter).toBe(1);
  });

  it('shortens long unknown values in its notices', () => {
    const { notices } = readerPositionFromQuery(`?book=${'x'.repeat(500)}`, books);
    expect(notices[0]!.length).toBeLessThan(120);
  });
});

describe('where a chapter page’s reader form leads', () => {
  const john3 = { version: 'kjv', book: 'john', chapter: 3 } as const;
  const form = { version: 'kjv', testament: 'NT', book: 'john', chapter: 3 };

  it('stays on the chapter when nothing changed, and applies the version with any move', () => {
    expect(readerFormTarget(john3, form, books)).toEqual(john3);
    expect(readerFormTarget(john3, {}, books)).toEqual(john3);
    expect(readerFormTarget(john3, { ...form, version: 'asv', chapter: 16 }, books)).toEqual({
      version: 'asv',
      book: 'john',
      chapter: 16,
    });
  });

  it('lets a new testament win over the book and chapter, and a new book over the chapter', () => {
    expect(readerFormTarget(john3, { ...form, testament: 'OT', book: 'romans', chapter: 9 }, books)).toEqual({
      version: 'kjv',
      book: 'genesis',
      chapter: 1,
    });
    expect(readerFormTarget(john3, { ...form, book: 'romans', chapter: 9 }, books)).toEqual({
      version: 'kjv',
      book: 'romans',
      chapter: 1,
    });
  });

  it('ignores what it does not know', () => {
    expect(readerFormTarget(john3, { version: 'niv', testament: 'XT', book: 'hezekiah' }, books)).toEqual(
      john3,
    );
    expect(readerFormTarget(john3, { chapter: 22 }, books)).toEqual(john3);
  });
});
