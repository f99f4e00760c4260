import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDevotionals } from '../../db/queries/devotionals.ts';
import { listMiniLessons } from '../../db/queries/mini-lessons.ts';
import { listProverbs } from '../../db/queries/wisdom.ts';
import type { Devotional } from '../../src/lib/devotionals/devotional.ts';
import type { MiniLesson } from '../../src/lib/mini-lessons.ts';
import type { Proverb } from '../../src/lib/wisdom/proverb.ts';
import { adminAndUser, adminEmail, type Callers, call } from './helpers/admin.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Admin content in a language (issue 35): each devotional, proverb and mini lesson carries its own. */
let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  who = await adminAndUser(t, 'lang');
});
afterAll(() => t.close());

type Err = { error: { code: string; message: string } };
const languageMessage = 'Invalid Language: the language must be one of en, es.';

const devotional = {
  title: 'Jehová es mi pastor',
  date: '2030-03-01',
  keyVerse: 'Jehová es mi pastor; nada me faltará. (Salmos 23:1)',
  devotionalText: 'Un pastor cuida de sus ovejas.',
};
const proverb = {
  proverb: 'Fíate de Jehová de todo tu corazón, y no estribes en tu prudencia.',
  reference: 'Proverbios 3:5',
  meaning: 'Confía en Dios con todo tu corazón.',
  whyItMatters: 'Dios te ama y lo ve todo.',
};
const lesson = { title: 'El Espíritu Santo', content: 'El Espíritu Santo es Dios con nosotros.' };

describe('devotionals in a language', () => {
  it('saves a devotional in Spanish and lists each language’s own', async () => {
    const added = await call<{ devotional: Devotional }>(t, 'POST', '/api/admin/devotionals', who.admin, {
      ...devotional,
      locale: 'es',
    });
    expect(added.status).toBe(201);
    expect(added.body.devotional.locale).toBe('es');
    // An English devotional on the same day is no clash: each language has its own days.
    const english = await call<{ devotional: Devotional }>(t, 'POST', '/api/admin/devotionals', who.admin, {
      ...devotional,
      title: 'The Lord Is My Shepherd',
    });
    expect(english.body.devotional.locale).toBe('en');

    const es = await call<{ devotionals: Devotional[] }>(
      t,
      'GET',
      '/api/admin/devotionals?locale=es',
      who.admin,
    );
    expect(es.body.devotionals.map((d) => d.title)).toEqual(['Jehová es mi pastor']);
    const en = await call<{ devotionals: Devotional[] }>(
      t,
      'GET',
      '/api/admin/devotionals?locale=en',
      who.admin,
    );
    expect(en.body.devotionals.map((d) => d.title)).toEqual(['The Lord Is My Shepherd']);
    const all = await call<{ devotionals: Devotional[] }>(t, 'GET', '/api/admin/devotionals', who.admin);
    expect(all.body.devotionals).toHaveLength(2);
  });

  it('moves a devotional to another language when edited', async () => {
    const [saved] = await listDevotionals(t.db, 'en');
    const res = await call<{ devotional: Devotional }>(
      t,
      'PUT',
      `/api/admin/devotionals/${saved!.id}`,
      who.admin,
      {
        ...devotional,
        title: 'The Lord Is My Shepherd',
        locale: 'es',
      },
    );
    expect(res.body.devotional.locale).toBe('es');
    expect(await listDevotionals(t.db, 'en')).toEqual([]);
    await call(t, 'PUT', `/api/admin/devotionals/${saved!.id}`, who.admin, { ...saved, locale: 'en' });
  });

  it('refuses a language the site does not have, with a clear message, and writes nothing', async () => {
    const before = await listDevotionals(t.db);
    const requestsBefore = t.rebuilder.requests.length;
    for (const locale of ['fr', 'ES', '', 7, ['es']]) {
      const res = await call<Err>(t, 'POST', '/api/admin/devotionals', who.admin, { ...devotional, locale });
      expect(res.status, String(locale)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_locale', message: languageMessage });
    }
    const [first] = before;
    const edit = await call<Err>(t, 'PUT', `/api/admin/devotionals/${first!.id}`, who.admin, {
      ...devotional,
      locale: 'fr',
    });
    expect(edit.body.error.code).toBe('invalid_locale');
    const list = await call<Err>(t, 'GET', '/api/admin/devotionals?locale=fr', who.admin);
    expect(list.status).toBe(400);
    expect(list.body.error.message).toBe(languageMessage);
    const imported = await call<Err>(t, 'POST', '/api/admin/devotionals/import', who.admin, {
      text: 'Title: X\nDate: 2030-05-05\nVerse: v\nText: t',
      locale: 'fr',
    });
    expect(imported.status).toBe(400);
    expect(imported.body.error.message).toBe(languageMessage);
    expect(await listDevotionals(t.db)).toEqual(before);
    expect(t.rebuilder.requests.length).toBe(requestsBefore);
  });

  it('imports a paste in the language chosen, checking duplicates within that language only', async () => {
    const text =
      'Title: Esfuérzate y sé valiente\nDate: 2030-03-01\nVerse: No temas. (Josué 1:9)\nText: Dios va contigo.\n\n' +
      'Title: Que brille tu luz\nDate: 2030-03-02\nVerse: Así alumbre vuestra luz. (Mateo 5:16)\nText: Brilla.';
    const res = await call<{ imported: number; duplicates: number }>(
      t,
      'POST',
      '/api/admin/devotionals/import',
      who.admin,
      { text, locale: 'es' },
    );
    // 2030-03-01 already has a Spanish devotional; the English one of that day does not count.
    expect(res.body).toMatchObject({ imported: 1, duplicates: 1 });
    const es = await listDevotionals(t.db, 'es');
    expect(es.map((d) => d.title)).toContain('Que brille tu luz');
    expect(es.every((d) => d.locale === 'es')).toBe(true);
    const english = await call<{ imported: number }>(t, 'POST', '/api/admin/devotionals/import', who.admin, {
      text: 'Title: Be Brave\nDate: 2030-03-02\nVerse: v\nText: t',
    });
    expect(english.body.imported).toBe(1);
    expect((await listDevotionals(t.db, 'en')).map((d) => d.title)).toContain('Be Brave');
  });
});

describe('proverbs in a language', () => {
  it('saves a proverb in Spanish and lists each language’s own', async () => {
    const added = await call<{ proverb: Proverb }>(t, 'POST', '/api/admin/wisdom', who.admin, {
      ...proverb,
      locale: 'es',
    });
    expect(added.status).toBe(201);
    expect(added.body.proverb.locale).toBe('es');
    const es = await call<{ proverbs: Proverb[] }>(t, 'GET', '/api/admin/wisdom?locale=es', who.admin);
    expect(es.body.proverbs.map((p) => p.reference)).toEqual(['Proverbios 3:5']);
    const en = await call<{ proverbs: Proverb[] }>(t, 'GET', '/api/admin/wisdom?locale=en', who.admin);
    expect(en.body.proverbs).toEqual([]);
  });

  it('refuses a language the site does not have and writes nothing', async () => {
    const before = await listProverbs(t.db);
    const res = await call<Err>(t, 'POST', '/api/admin/wisdom', who.admin, { ...proverb, locale: 'pt' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_locale', message: languageMessage });
    expect(await listProverbs(t.db)).toEqual(before);
  });

  it('imports a paste in the language chosen', async () => {
    const text =
      'Proverb: La blanda respuesta quita la ira: mas la palabra áspera hace subir el furor.\n' +
      'Meaning: Contestar con calma apaga un enojo.\nWhy it matters: Las palabras suaves traen paz.\n' +
      'Reference: Proverbios 15:1';
    const res = await call<{ imported: number }>(t, 'POST', '/api/admin/wisdom/import', who.admin, {
      text,
      locale: 'es',
    });
    expect(res.body.imported).toBe(1);
    expect((await listProverbs(t.db, 'es')).map((p) => p.reference)).toEqual([
      'Proverbios 15:1',
      'Proverbios 3:5',
    ]);
  });
});

describe('mini lessons in a language', () => {
  it('creates a lesson in Spanish with an address from its title, accents dropped, and lists it apart', async () => {
    const added = await call<{ lesson: MiniLesson }>(t, 'POST', '/api/admin/mini-lessons', who.admin, {
      ...lesson,
      locale: 'es',
    });
    expect(added.status).toBe(201);
    expect(added.body.lesson).toMatchObject({ id: 'el-espiritu-santo', locale: 'es' });
    const es = await call<{ lessons: MiniLesson[] }>(
      t,
      'GET',
      '/api/admin/mini-lessons?locale=es',
      who.admin,
    );
    expect(es.body.lessons.map((l) => l.id)).toEqual(['el-espiritu-santo']);
    const en = await call<{ lessons: MiniLesson[] }>(
      t,
      'GET',
      '/api/admin/mini-lessons?locale=en',
      who.admin,
    );
    expect(en.body.lessons).toEqual([]);
  });

  it('refuses a language the site does not have and writes nothing', async () => {
    const before = await listMiniLessons(t.db);
    const res = await call<Err>(t, 'POST', '/api/admin/mini-lessons', who.admin, {
      ...lesson,
      title: 'Otra lección',
      locale: 'de',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_locale', message: languageMessage });
    expect(await listMiniLessons(t.db)).toEqual(before);
  });
});
