import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listReadings } from '../../db/queries/readings.ts';
import type { Reading } from '../../src/lib/readings.ts';
import { adminAndUser, adminEmail, type Callers, call } from './helpers/admin.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  who = await adminAndUser(t, 'readings');
});
afterAll(() => t.close());

const base = '/api/admin/readings';
const valid = {
  date: '2030-06-01',
  book: '1 Samuel',
  chapter: 17,
  verseStart: 32,
  verseEnd: 50,
  title: 'David and Goliath',
  notes: 'Trust God.',
};
type One = { reading: Reading };
type Err = { error: { code: string; message: string } };

describe('admin readings', () => {
  it('answer 401 to visitors and 403 to ordinary users and change nothing', async () => {
    const created = await call<One>(t, 'POST', base, who.admin, { ...valid, date: '2030-01-01' });
    const before = await listReadings(t.db);
    const requestsBefore = t.rebuilder.requests.length;
    for (const [method, path, body] of [
      ['GET', base, undefined],
      ['POST', base, valid],
      ['PUT', `${base}/${created.body.reading.id}`, valid],
      ['DELETE', `${base}/${created.body.reading.id}`, undefined],
    ] as Array<[string, string, unknown]>) {
      expect((await call(t, method, path, null, body)).status).toBe(401);
      expect((await call(t, method, path, who.user, body)).status).toBe(403);
    }
    expect(await listReadings(t.db)).toEqual(before);
    expect(t.rebuilder.requests.length).toBe(requestsBefore);
  });

  it('creates a reading with the book stored as its slug, and asks for a rebuild', async () => {
    const requestsBefore = t.rebuilder.requests.length;
    const res = await call<One>(t, 'POST', base, who.admin, valid);
    expect(res.status).toBe(201);
    expect(res.body.reading).toMatchObject({ ...valid, book: '1samuel' });
    expect(t.rebuilder.requests.slice(requestsBefore)).toEqual(['admin: reading added (2030-06-01)']);
  });

  it('keeps one reading a day', async () => {
    const res = await call<Err>(t, 'POST', base, who.admin, { ...valid, title: 'Another' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('duplicate_date');
  });

  it('refuses missing fields, a malformed date, an unknown book and a chapter out of range', async () => {
    const count = (await listReadings(t.db)).length;
    expect(
      (await call<Err>(t, 'POST', base, who.admin, { ...valid, date: '2030-07-01', title: '' })).body.error
        .code,
    ).toBe('missing_fields');
    expect(
      (await call<Err>(t, 'POST', base, who.admin, { ...valid, date: '07/01/2030' })).body.error.code,
    ).toBe('invalid_date');
    expect(
      (await call<Err>(t, 'POST', base, who.admin, { ...valid, date: '2030-07-01', book: 'Hezekiah' }))
        .status,
    ).toBe(400);
    expect(
      (await call<Err>(t, 'POST', base, who.admin, { ...valid, date: '2030-07-01', chapter: 32 })).body.error
        .message,
    ).toBe('1 Samuel has chapters 1 to 31.');
    expect((await listReadings(t.db)).length).toBe(count);
  });

  it('edits a reading (not onto a day already planned) and deletes it, persisting each change', async () => {
    const { body } = await call<One>(t, 'POST', base, who.admin, {
      ...valid,
      date: '2030-08-01',
      verseStart: null,
      verseEnd: null,
    });
    const requestsBefore = t.rebuilder.requests.length;
    const edited = await call<One>(t, 'PUT', `${base}/${body.reading.id}`, who.admin, {
      ...valid,
      date: '2030-08-02',
      book: 'psalms',
      chapter: 23,
      verseStart: '',
      verseEnd: '',
      title: 'Shepherd',
    });
    expect(edited.body.reading).toMatchObject({
      date: '2030-08-02',
      book: 'psalms',
      chapter: 23,
      verseStart: null,
      title: 'Shepherd',
    });
    // Saving it unchanged is fine; moving it onto another planned day is not.
    expect(
      (await call(t, 'PUT', `${base}/${body.reading.id}`, who.admin, { ...valid, date: '2030-08-02' }))
        .status,
    ).toBe(200);
    expect((await call<Err>(t, 'PUT', `${base}/${body.reading.id}`, who.admin, valid)).status).toBe(409);
    expect((await call(t, 'DELETE', `${base}/${body.reading.id}`, who.admin)).status).toBe(200);
    expect((await listReadings(t.db)).some((r) => r.id === body.reading.id)).toBe(false);
    expect(t.rebuilder.requests.length).toBe(requestsBefore + 3);
    expect((await call(t, 'DELETE', `${base}/${body.reading.id}`, who.admin)).status).toBe(404);
  });
});
