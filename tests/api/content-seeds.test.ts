import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHolyBibleVersion } from '../../db/bible/import.ts';
import { listDevotionals } from '../../db/queries/devotionals.ts';
import { listMiniLessons } from '../../db/queries/mini-lessons.ts';
import { listReadings } from '../../db/queries/readings.ts';
import { listActiveProverbs } from '../../db/queries/wisdom.ts';
import { devotionalsSeed, devotionalsSeedEs } from '../../db/seeds/devotionals.ts';
import { seeds } from '../../db/seeds/index.ts';
import { miniLessonsSeed, miniLessonsSeedEs } from '../../db/seeds/mini-lessons.ts';
import { readingsSeed } from '../../db/seeds/readings.ts';
import { seedEmptyTables } from '../../db/seeds/run.ts';
import { wisdomSeed, wisdomSeedEs } from '../../db/seeds/wisdom.ts';
import { findBook } from '../../src/lib/bible/books.ts';
import { checkDevotional } from '../../src/lib/devotionals/devotional.ts';
import { checkMiniLesson } from '../../src/lib/mini-lessons.ts';
import { checkReading } from '../../src/lib/readings.ts';
import { rv1909Text } from '../unit/content/rv1909-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const today = '2025-06-15';
beforeAll(async () => {
  t = await createTestApp();
  await seedEmptyTables(t.db, today, [devotionalsSeed, wisdomSeed, miniLessonsSeed, readingsSeed]);
});
afterAll(() => t.close());

const kjv = readHolyBibleVersion('kjv');
/** The KJV text of "Book C:V" or "Book C:V-W". */
function kjvText(reference: string): string {
  const [, name, chapter, from, to] = /^(.+) (\d+):(\d+)(?:-(\d+))?$/.exec(reference) ?? [];
  const book = findBook(name === 'Psalm' ? 'Psalms' : (name ?? ''));
  return kjv
    .filter(
      (v) =>
        v.book === book?.number &&
        v.chapter === Number(chapter) &&
        v.verse >= Number(from) &&
        v.verse <= Number(to ?? from),
    )
    .map((v) => v.text)
    .join(' ');
}
/** "quote (Reference)": the quote must be the start of the KJV text, word for word. */
function expectKjvQuote(keyVerse: string): void {
  const [, quote, reference] = /^(.+) \((.+)\)$/.exec(keyVerse) ?? [];
  expect(reference, keyVerse).toBeTruthy();
  const text = kjvText(reference!);
  expect(text, reference).not.toBe('');
  expect(text.startsWith(quote!.replace(/[.,;:]$/, '')), `${reference}: ${quote}`).toBe(true);
}

describe('the starter content', () => {
  it('is registered to run on a fresh install', () => {
    expect(seeds.map((s) => s.name)).toEqual(
      expect.arrayContaining(['devotionals', 'wisdom-proverbs', 'mini-lessons', 'daily-readings']),
    );
  });

  it('gives a week of devotionals around the day it runs: three before, today and three after', async () => {
    const list = await listDevotionals(t.db, 'en');
    expect(list.map((d) => d.date).sort()).toEqual([
      '2025-06-12',
      '2025-06-13',
      '2025-06-14',
      '2025-06-15',
      '2025-06-16',
      '2025-06-17',
      '2025-06-18',
    ]);
    for (const d of list) {
      expect(checkDevotional(d).ok, d.title).toBe(true);
      expect(d.reflection && d.prayer).toBeTruthy();
      expectKjvQuote(d.keyVerse);
    }
  });

  it('gives at least 50 active proverbs with meaning and why it matters', async () => {
    const list = await listActiveProverbs(t.db, 'en');
    expect(list.length).toBeGreaterThanOrEqual(50);
    expect(list.every((p) => p.meaning && p.whyItMatters)).toBe(true);
    expect(list[0]?.reference).toBe('Proverbs 3:5');
  });

  it('gives the three mini lessons gospel, holy-spirit and relationship, quoting the KJV', async () => {
    const lessons = await listMiniLessons(t.db, 'en');
    expect(lessons.map((l) => l.id)).toEqual(['gospel', 'holy-spirit', 'relationship']);
    for (const lesson of lessons) {
      expect(checkMiniLesson(lesson).ok).toBe(true);
      expect(lesson.keyVerses.length).toBeGreaterThan(0);
      lesson.keyVerses.forEach(expectKjvQuote);
    }
  });

  it('gives two weeks of daily readings from the day it runs, each a real passage', async () => {
    const readings = await listReadings(t.db);
    expect(readings).toHaveLength(14);
    expect(readings[0]?.date).toBe(today);
    expect(readings.at(-1)?.date).toBe('2025-06-28');
    for (const r of readings) {
      expect(checkReading(r).ok, r.title).toBe(true);
      const book = findBook(r.book)!;
      const last = r.verseEnd ?? r.verseStart ?? 1;
      expect(
        kjv.some((v) => v.book === book.number && v.chapter === r.chapter && v.verse === last),
        `${r.book} ${r.chapter}:${last}`,
      ).toBe(true);
    }
  });

  it('does not come back once an admin has deleted it', async () => {
    // (The Spanish seeds have not run in this database: the English ones were seeded alone.)
    await t.db.deleteFrom('devotionals').execute();
    await seedEmptyTables(t.db, today, [devotionalsSeed]);
    expect(await listDevotionals(t.db)).toEqual([]);
  });
});

/** "cita (Referencia)": the quote must be the start of the Reina-Valera 1909 text, word for word. */
function expectRv1909Quote(keyVerse: string): void {
  const [, quote, reference] = /^(.+) \((.+)\)$/.exec(keyVerse) ?? [];
  expect(reference, keyVerse).toBeTruthy();
  const text = rv1909Text(reference!).toLowerCase();
  expect(text, reference).not.toBe('');
  const words = quote!.replace(/[.,;:]$/, '').toLowerCase();
  // A psalm's title ("Salmo de David.") may come before the verse's words.
  expect(text.includes(words), `${reference}: ${quote}`).toBe(true);
}

describe('the Spanish starter content', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp();
    // A site seeded before there was Spanish content: the English first, the Spanish at a later start.
    await seedEmptyTables(s.db, today, [devotionalsSeed, wisdomSeed, miniLessonsSeed]);
    await seedEmptyTables(s.db, today, [devotionalsSeedEs, wisdomSeedEs, miniLessonsSeedEs]);
  });
  afterAll(() => s.close());

  it('is registered to run beside the English', () => {
    expect(seeds.map((x) => x.name)).toEqual(
      expect.arrayContaining(['devotionals-es', 'wisdom-proverbs-es', 'mini-lessons-es']),
    );
  });

  it('comes to a site that already has the English, as many of each kind, on the same days', async () => {
    const en = await listDevotionals(s.db, 'en');
    const es = await listDevotionals(s.db, 'es');
    expect(es).toHaveLength(en.length);
    expect(es.map((d) => d.date).sort()).toEqual(en.map((d) => d.date).sort());
    expect(await listActiveProverbs(s.db, 'es')).toHaveLength((await listActiveProverbs(s.db, 'en')).length);
    expect(await listMiniLessons(s.db, 'es')).toHaveLength((await listMiniLessons(s.db, 'en')).length);
  });

  it('gives Spanish devotionals that quote the Reina-Valera 1909', async () => {
    for (const d of await listDevotionals(s.db, 'es')) {
      expect(checkDevotional(d).ok, d.title).toBe(true);
      expect(d.locale).toBe('es');
      expect(d.reflection && d.prayer).toBeTruthy();
      expectRv1909Quote(d.keyVerse);
    }
  });

  it('gives Spanish proverbs of the Reina-Valera 1909, Proverbios 3:5 first', async () => {
    const list = await listActiveProverbs(s.db, 'es');
    expect(list[0]).toMatchObject({ reference: 'Proverbios 3:5', locale: 'es' });
    for (const p of list)
      expect(rv1909Text(p.reference ?? '').toLowerCase()).toContain(p.proverb.toLowerCase());
  });

  it('gives the Spanish mini lessons, each quoting the Reina-Valera 1909', async () => {
    const lessons = await listMiniLessons(s.db, 'es');
    expect(lessons.map((l) => l.id)).toEqual(['evangelio', 'espiritu-santo', 'amistad-con-dios']);
    for (const lesson of lessons) {
      expect(checkMiniLesson(lesson).ok).toBe(true);
      lesson.keyVerses.forEach(expectRv1909Quote);
    }
  });

  it('does not come back once an admin has deleted it, and leaves the English alone', async () => {
    await s.db.deleteFrom('devotionals').where('locale', '=', 'es').execute();
    await seedEmptyTables(s.db, today, [devotionalsSeedEs, wisdomSeedEs, miniLessonsSeedEs]);
    expect(await listDevotionals(s.db, 'es')).toEqual([]);
    expect(await listDevotionals(s.db, 'en')).toHaveLength(7);
  });
});
