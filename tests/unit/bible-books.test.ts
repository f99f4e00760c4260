import { describe, expect, it } from 'vitest';
import {
  bibleBooks,
  bookSlug,
  findBook,
  findBookByNumber,
  isValidChapter,
  totalChapterCount,
} from '../../src/lib/bible/books.ts';
import { findVersion } from '../../src/lib/bible/versions.ts';

describe('the built-in book list', () => {
  it('has 66 books: 39 in the Old Testament and 27 in the New', () => {
    expect(bibleBooks).toHaveLength(66);
    expect(bibleBooks.filter((b) => b.testament === 'OT')).toHaveLength(39);
    expect(bibleBooks.filter((b) => b.testament === 'NT')).toHaveLength(27);
  });

  it('counts 1,189 chapters, with Genesis 50, Psalms 150 and Revelation 22', () => {
    expect(totalChapterCount).toBe(1189);
    expect(findBook('genesis')?.chapters).toBe(50);
    expect(findBook('psalms')?.chapters).toBe(150);
    expect(findBook('revelation')?.chapters).toBe(22);
  });

  it('numbers books 1 to 66 in canonical order with unique ids and slugs', () => {
    expect(bibleBooks.map((b) => b.number)).toEqual(Array.from({ length: 66 }, (_, i) => i + 1));
    expect(new Set(bibleBooks.map((b) => b.id)).size).toBe(66);
    expect(new Set(bibleBooks.map((b) => b.slug)).size).toBe(66);
    expect(findBookByNumber(43)?.name).toBe('John');
    expect(findBookByNumber(67)).toBeNull();
  });

  it('makes slugs by lowercasing and removing spaces, as the Bible service paths do', () => {
    expect(bookSlug('Song of Solomon')).toBe('songofsolomon');
    expect(bookSlug('1 Samuel')).toBe('1samuel');
    expect(findBook('songofsolomon')?.name).toBe('Song of Solomon');
  });

  it('finds a book by slug, name or USFM id, and nothing for an unknown key', () => {
    expect(findBook('1 John')?.id).toBe('1JN');
    expect(findBook('jhn')?.slug).toBe('john');
    expect(findBook('  John ')?.number).toBe(43);
    expect(findBook('hezekiah')).toBeNull();
    expect(findBook('')).toBeNull();
  });

  it('accepts only whole chapters within the book', () => {
    const john = findBook('john')!;
    expect(isValidChapter(john, 1)).toBe(true);
    expect(isValidChapter(john, 21)).toBe(true);
    expect(isValidChapter(john, 22)).toBe(false);
    expect(isValidChapter(john, 0)).toBe(false);
    expect(isValidChapter(john, 2.5)).toBe(false);
  });
});

describe('versions', () => {
  it('knows KJV and ASV by code or service id, and nothing else', () => {
    expect(findVersion('KJV')?.serviceId).toBe('en-kjv');
    expect(findVersion('en-asv')?.code).toBe('asv');
    expect(findVersion('niv')).toBeNull();
  });
});
