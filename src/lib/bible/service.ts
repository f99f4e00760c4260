import { type BibleBook, findBook } from './books.ts';

/**
 * The public Bible service's shapes (as the old app's Bible service had them): `books.json` is a list of books
 * (id, name, nameLong, chapters); a chapter is a list of verses (verse, text). The site emits them
 * as static JSON at build time and the reader reads them back.
 */
export interface ServiceBook {
  id: string;
  name: string;
  nameLong: string;
  chapters: number;
}

export interface ServiceVerse {
  verse: number;
  text: string;
}

export function toServiceBook(book: BibleBook): ServiceBook {
  return { id: book.id, name: book.name, nameLong: book.nameLong, chapters: book.chapters };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The reader's books from a `books.json` answer: each listed id mapped onto the built-in book (which
 * adds the slug and testament). Null when the answer is not a usable list, so the caller falls
 * back to the built-in 66.
 */
export function booksFromService(raw: unknown): BibleBook[] | null {
  if (!Array.isArray(raw)) return null;
  const books: BibleBook[] = [];
  for (const item of raw) {
    if (!isRecord(item) || typeof item.id !== 'string') return null;
    const book = findBook(item.id);
    if (book && !books.includes(book)) books.push(book);
  }
  if (books.length === 0) return null;
  return books.sort((a, b) => a.number - b.number);
}

/** The verses of a chapter answer, or null when it is not a list of { verse, text }. */
export function versesFromService(raw: unknown): ServiceVerse[] | null {
  if (!Array.isArray(raw)) return null;
  const verses: ServiceVerse[] = [];
  for (const item of raw) {
    if (!isRecord(item) || typeof item.verse !== 'number' || typeof item.text !== 'string') return null;
    verses.push({ verse: item.verse, text: item.text });
  }
  return verses;
}
