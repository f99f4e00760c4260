import { m } from '#messages';
import { getLocale } from '../../i18n/page-locale.ts';
import { bookName } from './book-names.ts';
import type { BibleBook, Testament } from './books.ts';
import { type BibleVersionCode, bibleVersions, defaultBibleVersion, findVersion } from './versions.ts';

/**
 * The Bible reader's state rules: the user chooses version,
 * testament, book and chapter; choosing a book resets the chapter to 1 and clears the read flag;
 * Prev and Next stay within 1 to the chapter count; a chapter is Read when a progress row exists.
 * `books` is the reader's book list (the service's, else the built-in 66) in canonical order.
 */
export interface ReaderPosition {
  version: BibleVersionCode;
  /** The book's slug. */
  book: string;
  chapter: number;
}

export interface ReaderState {
  position: ReaderPosition;
  testament: Testament;
  isRead: boolean;
}

export type ReaderAction =
  | { type: 'version'; version: string }
  | { type: 'testament'; testament: Testament }
  | { type: 'book'; book: string }
  | { type: 'chapter'; chapter: number }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'go-to'; position: ReaderPosition }
  /** The answer to "is this chapter read?"; ignored when the reader has moved on meanwhile. */
  | { type: 'read-status'; position: ReaderPosition; isRead: boolean };

export const defaultReaderPosition: ReaderPosition = {
  version: defaultBibleVersion,
  book: 'genesis',
  chapter: 1,
};

const maxEchoLength = 40;

function bookBySlug(books: readonly BibleBook[], slug: string): BibleBook | null {
  return books.find((b) => b.slug === slug) ?? null;
}

export function samePosition(a: ReaderPosition, b: ReaderPosition): boolean {
  return a.version === b.version && a.book === b.book && a.chapter === b.chapter;
}

/** A fresh state at a position (not yet known to be read). */
export function readerStateAt(position: ReaderPosition, books: readonly BibleBook[]): ReaderState {
  const book = bookBySlug(books, position.book);
  return { position, testament: book?.testament ?? 'OT', isRead: false };
}

/** Whether Prev and Next can move (they stay within 1 to the chapter count). */
export function chapterBounds(
  state: ReaderState,
  books: readonly BibleBook[],
): { canGoPrevious: boolean; canGoNext: boolean } {
  const count = bookBySlug(books, state.position.book)?.chapters ?? 1;
  return { canGoPrevious: state.position.chapter > 1, canGoNext: state.position.chapter < count };
}

function moveTo(state: ReaderState, position: ReaderPosition, books: readonly BibleBook[]): ReaderState {
  if (samePosition(state.position, position)) return state;
  return readerStateAt(position, books);
}

/** The state after an action; unknown books, versions and chapters leave it as it was. */
export function reduceReader(
  state: ReaderState,
  action: ReaderAction,
  books: readonly BibleBook[],
): ReaderState {
  const { position } = state;
  switch (action.type) {
    case 'version': {
      const version = findVersion(action.version);
      return version ? moveTo(state, { ...position, version: version.code }, books) : state;
    }
    case 'testament': {
      if (action.testament === state.testament) return state;
      const first = books.find((b) => b.testament === action.testament);
      return first ? moveTo(state, { ...position, book: first.slug, chapter: 1 }, books) : state;
    }
    case 'book': {
      const book = bookBySlug(books, action.book);
      if (!book || book.slug === position.book) return state;
      return moveTo(state, { ...position, book: book.slug, chapter: 1 }, books);
    }
    case 'chapter': {
      const count = bookBySlug(books, position.book)?.chapters ?? 0;
      const valid = Number.isInteger(action.chapter) && action.chapter >= 1 && action.chapter <= count;
      return valid ? moveTo(state, { ...position, chapter: action.chapter }, books) : state;
    }
    case 'previous':
      return chapterBounds(state, books).canGoPrevious
        ? moveTo(state, { ...position, chapter: position.chapter - 1 }, books)
        : state;
    case 'next':
      return chapterBounds(state, books).canGoNext
        ? moveTo(state, { ...position, chapter: position.chapter + 1 }, books)
        : state;
    case 'go-to':
      return moveTo(state, action.position, books);
    case 'read-status':
      if (!samePosition(action.position, position) || action.isRead === state.isRead) return state;
      return { ...state, isRead: action.isRead };
  }
}

/** A deep link's query for a position: `?version=kjv&book=john&chapter=3`. */
export function readerQuery(position: ReaderPosition): string {
  const params = new URLSearchParams({
    version: position.version,
    book: position.book,
    chapter: String(position.chapter),
  });
  return `?${params}`;
}

function echo(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.length > maxEchoLength ? `${trimmed.slice(0, maxEchoLength)}…` : trimmed;
}

/**
 * The position a deep link (`?version=&book=&chapter=`) asks for. Anything unknown falls back to a
 * sensible default (the `preferred` version, else the default one; Genesis, chapter 1) and adds a
 * notice the reader shows.
 */
export function readerPositionFromQuery(
  search: string,
  books: readonly BibleBook[],
  preferred: BibleVersionCode = defaultReaderPosition.version,
): { position: ReaderPosition; notices: string[] } {
  const params = new URLSearchParams(search);
  const notices: string[] = [];
  const fallbackVersion = bibleVersions.find((v) => v.code === preferred)!;
  const locale = getLocale();
  const shownVersion = `${fallbackVersion.name} (${fallbackVersion.abbreviation})`;

  const rawVersion = params.get('version');
  let version = fallbackVersion.code;
  if (rawVersion !== null && rawVersion.trim() !== '') {
    const found = findVersion(rawVersion);
    if (found) version = found.code;
    else if (rawVersion.trim().toLowerCase() === 'niv') {
      notices.push(m.reader_notice_niv({ version: shownVersion }));
    } else {
      notices.push(m.reader_notice_no_version({ asked: echo(rawVersion), version: shownVersion }));
    }
  }

  const rawBook = params.get('book');
  const fallbackBook = bookBySlug(books, defaultReaderPosition.book) ?? books[0];
  let book = fallbackBook;
  let bookFound = true;
  if (rawBook !== null && rawBook.trim() !== '') {
    const wanted = rawBook.trim().toLowerCase().replace(/\s+/g, '');
    const found = books.find((b) => b.slug === wanted || b.id.toLowerCase() === wanted);
    if (found) book = found;
    else {
      bookFound = false;
      notices.push(
        m.reader_notice_no_book({
          asked: echo(rawBook),
          book: fallbackBook ? bookName(fallbackBook, locale) : m.reader_notice_first_book(),
        }),
      );
    }
  }

  // A chapter asked for in an unknown book means nothing in the fallback book: it opens at 1.
  const rawChapter = bookFound ? params.get('chapter') : null;
  let chapter = 1;
  if (rawChapter !== null && rawChapter.trim() !== '' && book) {
    const n = /^\d{1,4}$/.test(rawChapter.trim()) ? Number(rawChapter.trim()) : Number.NaN;
    if (n >= 1 && n <= book.chapters) chapter = n;
    else {
      notices.push(
        m.reader_notice_no_chapter({
          book: bookName(book, locale),
          count: book.chapters,
          asked: echo(rawChapter),
        }),
      );
    }
  }

  return { position: { version, book: book?.slug ?? defaultReaderPosition.book, chapter }, notices };
}

/** The fields of a chapter page's reader form (a plain GET form, so it works without JavaScript). */
export interface ReaderFormFields {
  version?: string;
  testament?: string;
  book?: string;
  chapter?: number;
}

/**
 * Where a chapter page's reader form leads from the page's position: the version chosen applies, then
 * one move, the first that differs from the page: a new testament opens its first book at chapter 1, a
 * new book opens at chapter 1, else the chapter chosen. Unknown values change nothing.
 */
export function readerFormTarget(
  from: ReaderPosition,
  fields: ReaderFormFields,
  books: readonly BibleBook[],
): ReaderPosition {
  let state = readerStateAt(from, books);
  if (fields.version !== undefined)
    state = reduceReader(state, { type: 'version', version: fields.version }, books);
  const testament = fields.testament;
  if ((testament === 'OT' || testament === 'NT') && testament !== state.testament)
    return reduceReader(state, { type: 'testament', testament }, books).position;
  if (fields.book !== undefined && fields.book !== state.position.book)
    return reduceReader(state, { type: 'book', book: fields.book }, books).position;
  if (fields.chapter !== undefined)
    state = reduceReader(state, { type: 'chapter', chapter: fields.chapter }, books);
  return state.position;
}
