import type { Locale } from '../i18n/locales.ts';
import { bookName } from './bible/book-names.ts';
import { findBook } from './bible/books.ts';
import { referenceIn } from './learn/references.ts';
import type { LearnerWeek, NamedLearnerWeek } from './profile-checks.ts';

/** A book's name in a language by its slug ("john": "John", "Juan"); an unknown slug capitalised. */
function bookNameOfSlug(slug: string, locale: Locale): string {
  const book = findBook(slug);
  return book ? bookName(book, locale) : slug.charAt(0).toUpperCase() + slug.slice(1);
}

/** A child's week with its books and verses named in `locale` (the English as the site writes them). */
export function weekInLanguage(week: LearnerWeek, locale: Locale): NamedLearnerWeek {
  return {
    ...week,
    chapters: week.chapters.map((c) => ({ ...c, bookName: bookNameOfSlug(c.book, locale) })),
    books: week.books.map((b) => ({ ...b, bookName: bookNameOfSlug(b.book, locale) })),
    verses: week.verses.map((v) => ({ ...v, reference: referenceIn(locale, v.reference) })),
  };
}
