import { describe, expect, it } from 'vitest';
import { bibleBooks, findBook } from '../../../src/lib/bible/books.ts';
import {
  chapterJsonPath,
  chapterPagePath,
  nextChapterInBible,
  previousChapterInBible,
  versePagePath,
} from '../../../src/lib/bible/paths.ts';
import { chapterDescription, jsonLdText, truncateAtWord } from '../../../src/lib/bible/seo.ts';
import { booksFromService, toServiceBook, versesFromService } from '../../../src/lib/bible/service.ts';

const john = findBook('john')!;

describe('chapter links across the Bible', () => {
  it('crosses book boundaries both ways', () => {
    const next = nextChapterInBible(john, 21)!;
    expect([next.book.name, next.chapter]).toEqual(['Acts', 1]);
    const previous = previousChapterInBible(findBook('acts')!, 1)!;
    expect([previous.book.name, previous.chapter]).toEqual(['John', 21]);
    expect(nextChapterInBible(john, 3)).toEqual({ book: john, chapter: 4 });
  });

  it('stops at Genesis 1 and Revelation 22', () => {
    expect(previousChapterInBible(findBook('genesis')!, 1)).toBeNull();
    expect(nextChapterInBible(findBook('revelation')!, 22)).toBeNull();
  });

  it('builds page, anchor and JSON paths', () => {
    expect(chapterPagePath('asv', 'john', 3)).toBe('/bible/asv/john/3/');
    expect(versePagePath('kjv', 'john', 3, 16)).toBe('/bible/kjv/john/3/#v16');
    expect(chapterJsonPath('en-kjv', 'songofsolomon', 2)).toBe(
      '/bible-data/en-kjv/books/songofsolomon/chapters/2.json',
    );
  });
});

describe('the public Bible service shape', () => {
  it('writes books as id, name, nameLong and chapters', () => {
    expect(toServiceBook(john)).toEqual({
      id: 'JHN',
      name: 'John',
      nameLong: 'The Gospel According to Saint John',
      chapters: 21,
    });
  });

  it('reads books back onto the built-in list, and gives null for unusable answers', () => {
    expect(booksFromService(bibleBooks.map(toServiceBook))).toEqual([...bibleBooks]);
    expect(booksFromService([{ id: 'JHN' }, { id: 'GEN' }, { id: 'ZZZ' }])?.map((b) => b.slug)).toEqual([
      'genesis',
      'john',
    ]);
    for (const bad of [null, {}, [], [{ name: 'John' }], 'books', [{ id: 'ZZZ' }]])
      expect(booksFromService(bad)).toBeNull();
  });

  it('reads verses, and gives null for anything else', () => {
    expect(versesFromService([{ verse: 1, text: 'In the beginning' }])).toEqual([
      { verse: 1, text: 'In the beginning' },
    ]);
    expect(versesFromService([{ verse: '1', text: 'x' }])).toBeNull();
    expect(versesFromService({ verses: [] })).toBeNull();
  });
});

describe('chapter page descriptions and structured data', () => {
  it('starts with the heading and the first verses, cut at a word within 155 characters', () => {
    const verses = [
      { verse: 1, text: 'There was a man of the Pharisees, named Nicodemus, a ruler of the Jews:' },
      {
        verse: 2,
        text:
          'The same came to Jesus by night, and said unto him, Rabbi, we know that thou ' +
          'art a teacher come from God:',
      },
    ];
    const description = chapterDescription('John 3 (KJV)', verses);
    expect(description.startsWith('John 3 (KJV): There was a man of the Pharisees')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    expect(description).not.toMatch(/\s…$/);
    expect(chapterDescription('Jude 1 (KJV)', [{ verse: 1, text: 'Short.' }])).toBe('Jude 1 (KJV): Short.');
  });

  it('truncates long words hard when there is no space to cut at', () => {
    expect(truncateAtWord('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
  });

  it('escapes "<" so no text can close the script element', () => {
    const text = jsonLdText([{ name: '</script><script>alert(1)</script>' }]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});
