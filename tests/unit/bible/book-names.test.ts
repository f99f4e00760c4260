import { describe, expect, it } from 'vitest';
import {
  bookAbbreviation,
  bookName,
  chapterHeading,
  verseChapterName,
} from '../../../src/lib/bible/book-names.ts';
import { bibleBooks, findBook } from '../../../src/lib/bible/books.ts';

const book = (slug: string) => findBook(slug)!;

describe('book names in each language', () => {
  it('names every book in Spanish, each name and abbreviation once', () => {
    const names = bibleBooks.map((b) => bookName(b, 'es'));
    const abbreviations = bibleBooks.map((b) => bookAbbreviation(b, 'es'));
    expect(new Set(names).size).toBe(66);
    expect(new Set(abbreviations).size).toBe(66);
    expect(names[0]).toBe('Génesis');
    expect(names[1]).toBe('Éxodo');
    expect(names[65]).toBe('Apocalipsis');
    expect(bookName(book('john'), 'es')).toBe('Juan');
    expect(bookName(book('songofsolomon'), 'es')).toBe('Cantares');
    expect(bookAbbreviation(book('genesis'), 'es')).toBe('Gn');
    expect(bookAbbreviation(book('exodus'), 'es')).toBe('Éx');
  });

  it('keeps the English names on English pages', () => {
    expect(bookName(book('john'), 'en')).toBe('John');
    expect(chapterHeading(book('john'), 3, 'en')).toBe('John 3');
    expect(verseChapterName(book('psalms'), 23, 'en')).toBe('Psalm 23');
  });

  it('heads a chapter in the page language: "Juan 3", "Salmos 23"', () => {
    expect(chapterHeading(book('john'), 3, 'es')).toBe('Juan 3');
    expect(verseChapterName(book('psalms'), 23, 'es')).toBe('Salmos 23');
  });
});
