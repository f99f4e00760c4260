import { describe, expect, it } from 'vitest';
import { readBibleVersion } from '../../../db/bible/import.ts';
import { bibleBooks } from '../../../src/lib/bible/books.ts';
import { bibleVersions, defaultBibleVersion, findVersion } from '../../../src/lib/bible/versions.ts';

/**
 * The verses per book of the SWORD module engWEB2015eb (sword-text-web 426.0-1) in the 66 books:
 * its verses with text (`mod2imp engWEB2015eb`, headings, introductions and the empty verses
 * the WEB leaves out, such as Luke 17:36 and Acts 8:37, not counted), in canon order.
 */
const moduleVersesPerBook = [
  1533, 1213, 859, 1288, 959, 658, 618, 85, 810, 695, 816, 719, 942, 822, 280, 406, 167, 1070, 2461, 915, 222,
  117, 1292, 1364, 154, 1273, 357, 197, 73, 146, 21, 48, 105, 47, 56, 53, 38, 211, 55, 1071, 678, 1150, 879,
  1004, 430, 437, 257, 149, 155, 104, 95, 89, 47, 113, 83, 46, 25, 303, 108, 105, 61, 105, 13, 14, 25, 404,
];

const web = readBibleVersion('web');
const verse = (book: number, chapter: number, n: number): string | undefined =>
  web.find((v) => v.book === book && v.chapter === chapter && v.verse === n)?.text;

describe('the World English Bible kept in the repository', () => {
  it('has every verse of the module, book by book (31,095 in all)', () => {
    const counts = bibleBooks.map((b) => web.filter((v) => v.book === b.number).length);
    expect(counts).toEqual(moduleVersesPerBook);
    expect(web).toHaveLength(31_095);
  });

  it('has every chapter of the 66 books', () => {
    const chapters = new Set(web.map((v) => `${v.book}:${v.chapter}`));
    expect(chapters.size).toBe(1189);
  });

  it('reads John 3:16, Psalm 23:1 and Genesis 1:1 in the WEB wording, without notes or tags', () => {
    expect(verse(43, 3, 16)).toBe(
      'For God so loved the world, that he gave his only born Son, that whoever believes in him ' +
        'should not perish, but have eternal life.',
    );
    expect(verse(19, 23, 1)).toBe('Yahweh is my shepherd; I shall lack nothing.');
    expect(verse(1, 1, 1)).toBe('In the beginning, God created the heavens and the earth.');
  });

  it('keeps no markup, Strong’s numbers or doubled spaces in any verse', () => {
    const unclean = web.filter((v) => /[<>]|strong:|\s{2}|^\s|\s$/.test(v.text));
    expect(unclean).toEqual([]);
  });
});

describe('the version registry', () => {
  it('offers the World English Bible first, as the default, beside KJV and ASV', () => {
    expect(bibleVersions.filter((v) => v.language === 'en').map((v) => v.code)).toEqual([
      'web',
      'kjv',
      'asv',
    ]);
    expect(defaultBibleVersion).toBe('web');
    expect(findVersion('WEB')?.name).toBe('World English Bible');
    expect(findVersion('en-web')?.abbreviation).toBe('WEB');
  });
});
