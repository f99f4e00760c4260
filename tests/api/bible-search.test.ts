import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importBible(t.handle);
});
afterAll(() => t.close());

interface SearchAnswer {
  query: string;
  version: string;
  book: string | null;
  hasMore: boolean;
  results: Array<{
    reference: string;
    book: string;
    chapter: number;
    verse: number;
    path: string;
    segments: Array<{ text: string; match: boolean }>;
  }>;
}

async function search(
  query: string,
): Promise<{ status: number; body: SearchAnswer & { error?: { message: string } } }> {
  const res = await t.request(`/api/bible/search?${query}`);
  return { status: res.status, body: (await res.json()) as SearchAnswer & { error?: { message: string } } };
}

const q = (text: string, extra = ''): string => `q=${encodeURIComponent(text)}${extra}`;
const references = (body: SearchAnswer): string[] => body.results.map((r) => r.reference);

describe('GET /api/bible/search', () => {
  it('finds John 3:16 for the phrase "begotten Son", with the match highlighted and a link to the verse', async () => {
    const { status, body } = await search(q('"begotten Son"', '&version=kjv'));
    expect(status).toBe(200);
    expect(body.version).toBe('kjv');
    expect(references(body)).toContain('John 3:16');
    const john316 = body.results.find((r) => r.reference === 'John 3:16')!;
    expect(john316.path).toBe('/bible/kjv/john/3/#v16');
    expect(john316.segments.filter((s) => s.match).map((s) => s.text)).toEqual(['begotten Son']);
    expect(john316.segments.map((s) => s.text).join('')).toBe(
      'For God so loved the world, that he gave his only begotten Son, that ' +
        'whosoever believeth in him should not perish, but have everlasting life.',
    );
    expect(body.hasMore).toBe(false);
  });

  it('matches a phrase only with its words together and in order', async () => {
    const phrase = await search(q('"begotten Son"', '&version=kjv'));
    const words = await search(q('begotten Son', '&version=kjv&limit=50'));
    expect(words.body.results.length).toBeGreaterThan(phrase.body.results.length);
    expect(references(phrase.body)).not.toContain('Genesis 5:4');
    expect(references(words.body)).toContain('Genesis 5:4');
  });

  it('supports prefixes: begott* finds "begotten"', async () => {
    const { status, body } = await search(q('begott* Son', '&version=kjv'));
    expect(status).toBe(200);
    expect(references(body)).toContain('John 3:16');
  });

  it('filters by book and searches the version asked for', async () => {
    const john = await search(q('love', '&book=john&limit=50'));
    expect(john.body.book).toBe('john');
    expect(john.body.results.length).toBeGreaterThan(0);
    expect(john.body.results.every((r) => r.book === 'john')).toBe(true);
    const asv = await search(q('eternal life', '&version=asv&book=JHN'));
    expect(asv.body.version).toBe('asv');
    expect(references(asv.body)).toContain('John 3:16');
    expect(asv.body.results.every((r) => r.path.startsWith('/bible/asv/john/'))).toBe(true);
  });

  it('takes empty version and book fields (as forms send them) as the WEB and every book', async () => {
    const { status, body } = await search(q('"only born Son"', '&version=&book='));
    expect(status).toBe(200);
    expect(body.version).toBe('web');
    expect(body.book).toBeNull();
    expect(references(body)).toContain('John 3:16');
  });

  it('searches the World English Bible by default: its own wording, linked to its pages', async () => {
    const { status, body } = await search(q('"Most certainly I tell you"', '&book=john&limit=50'));
    expect(status).toBe(200);
    expect(body.version).toBe('web');
    expect(references(body)).toContain('John 3:3');
    const john33 = body.results.find((r) => r.reference === 'John 3:3')!;
    expect(john33.path).toBe('/bible/web/john/3/#v3');
    expect(john33.segments.filter((s) => s.match).map((s) => s.text)).toEqual(['Most certainly I tell you']);
    // The KJV says "Verily, verily" there: the phrase is the WEB's alone.
    const kjv = await search(q('"Most certainly I tell you"', '&version=kjv'));
    expect(kjv.body.results).toEqual([]);
  });

  it('lists results in Bible order and limits them', async () => {
    const { body } = await search(q('light', '&limit=5'));
    expect(body.results).toHaveLength(5);
    expect(body.results.map((r) => r.reference)).toEqual([
      'Genesis 1:3',
      'Genesis 1:4',
      'Genesis 1:5',
      'Genesis 1:14',
      'Genesis 1:15',
    ]);
    expect(body.hasMore).toBe(true);
  });

  it('says there are no more results when the limit holds them all', async () => {
    const all = await search(q('"only begotten"', '&version=kjv&limit=50'));
    expect(all.body.hasMore).toBe(false);
    const fewer = await search(q('"only begotten"', `&version=kjv&limit=${all.body.results.length - 1}`));
    expect(fewer.body.hasMore).toBe(true);
  });

  it('finds a common word in ASV verses only, from Genesis 1:1 on', async () => {
    const { body } = await search(q('the', '&version=asv&limit=3'));
    expect(body.results.map((r) => r.reference)).toEqual(['Genesis 1:1', 'Genesis 1:2', 'Genesis 1:4']);
    expect(body.results.every((r) => r.path.startsWith('/bible/asv/'))).toBe(true);
    expect(body.results[1]!.segments.map((s) => s.text).join('')).toContain(
      'And the earth was waste and void',
    );
  });

  it('never fails on FTS syntax in the input', async () => {
    for (const hostile of [
      '"',
      '*',
      'NEAR(',
      ')',
      '(',
      'love"',
      'text:love',
      'love AND',
      'OR',
      'NOT love',
      '^love',
      '-',
      '"""',
      '"*"',
      'NEAR(love light, 2)',
      "LORD's",
      '{love}',
      'love +',
      '\\',
    ]) {
      const { status, body } = await search(q(hostile));
      expect(status, hostile).toBe(200);
      expect(Array.isArray(body.results), hostile).toBe(true);
    }
    expect((await search(q('NEAR(light'))).body.results.length).toBeGreaterThan(0);
    expect((await search(q("LORD's"))).body.results.length).toBeGreaterThan(0);
  });

  it('answers 400 with a clear message for a missing query, an unknown version or book and a bad limit', async () => {
    const cases: Array<[string, RegExp]> = [
      ['', /Type a word or a phrase to search for\./],
      [q('   '), /Type a word or a phrase to search for\./],
      [q('x'.repeat(201)), /at most 200 characters/],
      [q('love', '&version=niv'), /Unknown Bible version "niv"/],
      [q('love', '&book=hezekiah'), /Unknown book "hezekiah"/],
      [q('love', '&limit=0'), /from 1 to 50/],
      [q('love', '&limit=51'), /from 1 to 50/],
      [q('love', '&limit=ten'), /from 1 to 50/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.error?.message, query).toMatch(message);
    }
  });
});

describe('GET /api/bible/search in Spanish (the Reina-Valera 1909)', () => {
  const john316 = 'Juan 3:16';

  it('finds "Porque de tal manera amó Dios al mundo" as a phrase, with accents and without', async () => {
    for (const text of [
      '"Porque de tal manera amó Dios al mundo"',
      '"porque de tal manera amo dios al mundo"',
    ]) {
      const { status, body } = await search(q(text, '&version=rv1909'));
      expect(status, text).toBe(200);
      expect(body.version).toBe('rv1909');
      expect(references(body), text).toEqual([john316]);
      const hit = body.results[0]!;
      expect(hit.path).toBe('/es/bible/rv1909/john/3/#v16');
      expect(hit.segments.map((s) => s.text).join('')).toMatch(/^Porque de tal manera amó Dios al mundo/);
    }
  });

  it('folds accents and case: "amo" finds "amó", "Dios" and "dios" alike', async () => {
    const accented = await search(q('amó mundo', '&version=rv1909&book=john'));
    const plain = await search(q('amo mundo', '&version=rv1909&book=john'));
    expect(references(plain.body)).toContain(john316);
    expect(references(plain.body)).toEqual(references(accented.body));
    const upper = await search(q('Dios unigénito', '&version=rv1909'));
    const lower = await search(q('dios unigenito', '&version=rv1909'));
    expect(references(upper.body)).toContain(john316);
    expect(references(lower.body)).toEqual(references(upper.body));
    expect(
      plain.body.results.find((r) => r.reference === john316)!.segments.filter((s) => s.match),
    ).not.toEqual([]);
  });

  it('names the verses in Spanish and keeps the English versions apart', async () => {
    const { body } = await search(q('"tal manera"', '&version=rv1909&book=john'));
    expect(body.results.every((r) => r.reference.startsWith('Juan '))).toBe(true);
    const english = await search(q('"tal manera"', '&version=web'));
    expect(english.body.results).toEqual([]);
  });
});
