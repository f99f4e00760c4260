import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMiniLessons } from '../../db/queries/mini-lessons.ts';
import type { MiniLesson } from '../../src/lib/mini-lessons.ts';
import { adminAndUser, adminEmail, type Callers, call } from './helpers/admin.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  who = await adminAndUser(t, 'lessons');
});
afterAll(() => t.close());

const base = '/api/admin/mini-lessons';
const valid = {
  title: 'Prayer Power!',
  description: 'How to pray',
  content: 'Talk to God.',
  keyVerses: ['Pray without ceasing. (1 Thessalonians 5:17)'],
  reflection: 'When will you pray?',
};
type One = { lesson: MiniLesson };
type Err = { error: { code: string; message: string } };

describe('admin mini lessons', () => {
  it('answer 401 to visitors and 403 to ordinary users and change nothing', async () => {
    await call(t, 'POST', base, who.admin, { ...valid, title: 'Guarded' });
    const before = await listMiniLessons(t.db);
    const requestsBefore = t.rebuilder.requests.length;
    for (const [method, path, body] of [
      ['GET', base, undefined],
      ['POST', base, valid],
      ['PUT', `${base}/guarded`, valid],
      ['DELETE', `${base}/guarded`, undefined],
    ] as Array<[string, string, unknown]>) {
      expect((await call(t, method, path, null, body)).status).toBe(401);
      expect((await call(t, method, path, who.user, body)).status).toBe(403);
    }
    expect(await listMiniLessons(t.db)).toEqual(before);
    expect(t.rebuilder.requests.length).toBe(requestsBefore);
  });

  it('creates a lesson with the id from its title, at the end of the list, and asks for a rebuild', async () => {
    const requestsBefore = t.rebuilder.requests.length;
    const res = await call<One>(t, 'POST', base, who.admin, valid);
    expect(res.status).toBe(201);
    expect(res.body.lesson).toMatchObject({ ...valid, id: 'prayer-power' });
    const list = await call<{ lessons: MiniLesson[] }>(t, 'GET', base, who.admin);
    expect(list.body.lessons.at(-1)?.id).toBe('prayer-power');
    expect(t.rebuilder.requests.slice(requestsBefore)).toEqual(['admin: mini lesson added (prayer-power)']);
  });

  it('refuses a second lesson with the same id, and a title without letters or numbers', async () => {
    const clash = await call<Err>(t, 'POST', base, who.admin, { ...valid, title: 'prayer   power' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('duplicate_id');
    const empty = await call<Err>(t, 'POST', base, who.admin, { ...valid, title: '!!!' });
    expect(empty.status).toBe(400);
  });

  it('requires title and content ("Missing Fields")', async () => {
    for (const field of ['title', 'content']) {
      const res = await call<Err>(t, 'POST', base, who.admin, { ...valid, [field]: '' });
      expect(res.body.error).toMatchObject({
        code: 'missing_fields',
        message: 'Missing Fields: Please fill in all required fields.',
      });
    }
  });

  it('edits a lesson, keeping its id when the title changes, and persists it', async () => {
    const requestsBefore = t.rebuilder.requests.length;
    const res = await call<One>(t, 'PUT', `${base}/prayer-power`, who.admin, {
      ...valid,
      title: 'Praying Every Day',
      keyVerses: [],
    });
    expect(res.body.lesson).toMatchObject({ id: 'prayer-power', title: 'Praying Every Day', keyVerses: [] });
    expect((await listMiniLessons(t.db)).find((l) => l.id === 'prayer-power')?.title).toBe(
      'Praying Every Day',
    );
    expect(t.rebuilder.requests.length).toBe(requestsBefore + 1);
    expect((await call(t, 'PUT', `${base}/no-such`, who.admin, valid)).status).toBe(404);
    expect((await call(t, 'PUT', `${base}/Bad%20Id`, who.admin, valid)).status).toBe(404);
  });

  it('deletes a lesson and asks for a rebuild', async () => {
    const requestsBefore = t.rebuilder.requests.length;
    expect((await call(t, 'DELETE', `${base}/prayer-power`, who.admin)).status).toBe(200);
    expect((await listMiniLessons(t.db)).some((l) => l.id === 'prayer-power')).toBe(false);
    expect((await call(t, 'DELETE', `${base}/prayer-power`, who.admin)).status).toBe(404);
    expect(t.rebuilder.requests.length).toBe(requestsBefore + 1);
  });
});
