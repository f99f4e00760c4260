import type { Locale } from '../../i18n/locales.ts';
import { type BibleBook, bibleBooks, findBookByNumber } from './books.ts';
import { bookPagePath, chapterPagePath } from './page-paths.ts';
import { type BibleVersion, type BibleVersionCode, bibleVersions } from './versions.ts';

export {
  bibleDataBase,
  bookPagePath,
  booksJsonPath,
  chapterJsonPath,
  chapterPagePath,
  versionPagesRoot,
} from './page-paths.ts';

/**
 * A chapter (or, without one, a book) in each language, for hreflang links and the language switch:
 * this version in its own language, and the first version of each other language that has one.
 */
export function biblePageAlternates(
  version: BibleVersion,
  bookSlug: string,
  chapter?: number,
): Partial<Record<Locale, string>> {
  const languages = [...new Set(bibleVersions.map((v) => v.language))];
  return Object.fromEntries(
    languages.map((language) => {
      const code =
        language === version.language
          ? version.code
          : bibleVersions.find((v) => v.language === language)!.code;
      return [language, chapter ? chapterPagePath(code, bookSlug, chapter) : bookPagePath(code, bookSlug)];
    }),
  );
}

/** A verse's anchor on its chapter page (`id="v16"`). */
export function verseAnchor(verse: number): string {
  return `v${verse}`;
}

export function versePagePath(
  version: BibleVersionCode,
  bookSlug: string,
  chapter: number,
  verse: number,
): string {
  return `${chapterPagePath(version, bookSlug, chapter)}#${verseAnchor(verse)}`;
}

export interface ChapterRef {
  book: BibleBook;
  chapter: number;
}

/** A chapter in one version: what a chapter page's parts (reader controls, pager) are given. */
export interface ChapterPlace extends ChapterRef {
  version: BibleVersionCode;
}

/** The chapter before this one in the whole Bible (Acts 1 → John 21), or null before Genesis 1. */
export function previousChapterInBible(book: BibleBook, chapter: number): ChapterRef | null {
  if (chapter > 1) return { book, chapter: chapter - 1 };
  const previous = findBookByNumber(book.number - 1);
  return previous ? { book: previous, chapter: previous.chapters } : null;
}

/** The chapter after this one in the whole Bible (John 21 → Acts 1), or null after Revelation 22. */
export function nextChapterInBible(book: BibleBook, chapter: number): ChapterRef | null {
  if (chapter < book.chapters) return { book, chapter: chapter + 1 };
  const next = book.number < bibleBooks.length ? findBookByNumber(book.number + 1) : null;
  return next ? { book: next, chapter: 1 } : null;
}

/**
 * The hreflang links of a Bible page, which must name each other both ways: each language's first
 * version pairs with the other languages' first (`/bible/web/john/3/` and `/es/bible/rv1909/john/3/`);
 * another version's page (KJV, ASV) names itself only. The language switch still leads from any
 * version to the other language (biblePageAlternates).
 */
export function bibleHreflang(
  version: BibleVersion,
  bookSlug: string,
  chapter?: number,
): Partial<Record<Locale, string>> {
  if (bibleVersions.find((v) => v.language === version.language)?.code === version.code)
    return biblePageAlternates(version, bookSlug, chapter);
  const self = chapter
    ? chapterPagePath(version.code, bookSlug, chapter)
    : bookPagePath(version.code, bookSlug);
  return { [version.language]: self };
}
