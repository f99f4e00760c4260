import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { bibleBooks } from '../../src/lib/bible/books.ts';
import { bibleVersions } from '../../src/lib/bible/versions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The build's Bible text (src/build/bible-text.ts) as the Bible routes use it: the memory a build
 * holds must not grow with the Bible (README, "Requirements": a full build within 600 MB).
 */
let t: TestApp;
let text: typeof import('../../src/build/bible-text.ts');
let chapterJson: typeof import('../../src/pages/bible-data/[versionId]/books/[book]/chapters/[chapter].json.ts');
const savedEnv = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

beforeAll(async () => {
  t = await createTestApp();
  await importBible(t.handle);
  // The build reads the database its settings name (src/build/db.ts): this test's.
  process.env.DATA_DIR = t.dataDir;
  if (t.databaseUrl) process.env.DATABASE_URL = t.databaseUrl;
  text = await import('../../src/build/bible-text.ts');
  chapterJson = await import(
    '../../src/pages/bible-data/[versionId]/books/[book]/chapters/[chapter].json.ts'
  );
});
afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await t.close();
});

const chaptersPerVersion = bibleBooks.reduce((sum, book) => sum + book.chapters, 0);

describe('the Bible text of a build', () => {
  it('lists every chapter path of every version without its verses (Astro keeps the list all along)', async () => {
    const paths = await chapterJson.getStaticPaths();
    expect(paths).toHaveLength(chaptersPerVersion * bibleVersions.length);
    for (const path of paths) expect(Object.keys(path.props).sort()).toEqual(['book', 'chapter', 'version']);
    // A version and a book are shared objects; a path adds its params, cache key and a number.
    const john3 = paths.find((p) => p.params.book === 'john' && p.params.chapter === '3')!;
    expect(JSON.stringify(john3.props)).not.toContain('For God so loved the world');
  });

  it('holds one version at a time while listing paths and writing pages, version by version', async () => {
    let chapters = 0;
    for await (const chapter of text.eachChapter()) {
      chapters += 1;
      expect(text.heldBibleVersions()).toEqual([chapter.version.code]);
    }
    expect(chapters).toBe(chaptersPerVersion * bibleVersions.length);
    const paths = await chapterJson.getStaticPaths();
    for (const version of bibleVersions) {
      const path = paths.find((p) => p.props.version.code === version.code && p.params.book === 'john')!;
      const res = await chapterJson.GET({ props: path.props } as never);
      const verses = (await res.json()) as Array<{ verse: number; text: string }>;
      expect(verses.length).toBeGreaterThan(0);
      expect(text.heldBibleVersions()).toEqual([version.code]);
    }
  });

  it('writes the chapter JSON of the World English Bible in its own wording', async () => {
    const paths = await chapterJson.getStaticPaths();
    const john3 = paths.find(
      (p) => p.props.version.code === 'web' && p.params.book === 'john' && p.params.chapter === '3',
    )!;
    expect(john3.params.versionId).toBe('en-web');
    const res = await chapterJson.GET({ props: john3.props } as never);
    const verses = (await res.json()) as Array<{ verse: number; text: string }>;
    expect(verses).toHaveLength(36);
    expect(verses.find((v) => v.verse === 16)?.text).toBe(
      'For God so loved the world, that he gave his only born Son, that whoever believes in him ' +
        'should not perish, but have eternal life.',
    );
  });
});
