import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { seedStarterContent } from '../../db/seeds/index.ts';
import { siteDay } from '../../src/lib/site-day.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;

/** John 3:16 in the Reina-Valera 1909 (db/bible/text/rv1909.tsv). */
const juan =
  'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que ' +
  'en él cree, no se pierda, mas tenga vida eterna.';

beforeAll(async () => {
  t = await createTestApp();
  await importBible(t.handle);
  await seedStarterContent(t.db, siteDay(new Date(), 'UTC'));
  // The Spanish Bible's verse, where this database has not imported the RV1909 itself.
  const stored = await t.db
    .selectFrom('bible_verses')
    .select('id')
    .where('version', '=', 'rv1909')
    .where('book', '=', 43)
    .where('chapter', '=', 3)
    .where('verse', '=', 16)
    .executeTakeFirst();
  if (!stored)
    await t.db
      .insertInto('bible_verses')
      .values({ version: 'rv1909', book: 43, chapter: 3, verse: 16, text: juan })
      .execute();
});
afterAll(() => t.close());

const practise = (cookie: string, body: Record<string, unknown>) =>
  t.json('POST', '/api/memory/practice', { reference: 'John 3:16', ...body }, { cookie });

describe('memory verses in the page’s language', () => {
  it('checks a verse said on a Spanish page in the Reina-Valera 1909, on an English page in the WEB', async () => {
    const cookie = await newSignedInUser(t, 'lucia@example.org');
    const english = await practise(cookie, { answer: juan });
    expect(english.status).toBe(200);
    expect(await english.json()).toMatchObject({ correct: false });
    const spanish = await practise(cookie, { answer: juan, language: 'es' });
    expect(spanish.status).toBe(200);
    expect(await spanish.json()).toMatchObject({ correct: true });
  });

  it('answers the learner’s verses in the language asked for (the same verses, keys and schedule)', async () => {
    const cookie = await newSignedInUser(t, 'mateo@example.org');
    await t.json('POST', '/api/memory/verses', { reference: 'John 3:16' }, { cookie });
    const read = async (query: string) =>
      (
        (await (await t.request(`/api/memory${query}`, { headers: { cookie } })).json()) as {
          verses: Array<{ key: string; reference: string; text: string }>;
        }
      ).verses;
    const [spanish] = await read('?language=es');
    expect(spanish).toMatchObject({ key: 'john-3-16', reference: 'John 3:16', text: juan });
    const [english] = await read('');
    expect(english?.key).toBe('john-3-16');
    expect(english?.text).toMatch(/^For God so loved the world/);
    expect((await read('?language=xx'))[0]?.text).toBe(english?.text);
  });

  it('adds a verse typed with a Spanish book name, accents or not', async () => {
    const cookie = await newSignedInUser(t, 'sofia@example.org');
    for (const [typed, reference] of [
      ['Juan 3:16', 'John 3:16'],
      ['salmo 23:1', 'Psalm 23:1'],
      ['Génesis 1:1', 'Genesis 1:1'],
      ['1 Juan 4:19', '1 John 4:19'],
      ['Isaias 41:10', 'Isaiah 41:10'],
    ]) {
      const res = await t.json('POST', '/api/memory/verses', { reference: typed }, { cookie });
      expect(res.status, typed).toBe(201);
      expect(await res.json(), typed).toMatchObject({ added: true, verse: { reference } });
    }
  });

  it('refuses a language the site does not have, changing nothing', async () => {
    const cookie = await newSignedInUser(t, 'pablo@example.org');
    const res = await practise(cookie, { answer: juan, language: 'fr' });
    expect(res.status).toBe(400);
    const view = (await (await t.request('/api/memory', { headers: { cookie } })).json()) as {
      verses: unknown[];
    };
    expect(view.verses).toEqual([]);
  });
});
