import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDevotionals } from '../../db/queries/devotionals.ts';
import type { Devotional } from '../../src/lib/devotionals/devotional.ts';
import { addDays } from '../../src/lib/site-day.ts';
import { adminAndUser, adminEmail, type Callers, call } from './helpers/admin.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  who = await adminAndUser(t, 'devo');
});
afterAll(() => t.close());

const base = '/api/admin/devotionals';
const valid = {
  title: 'God Made Me',
  date: '2030-01-01',
  keyVerse: 'Psalm 139:14',
  devotionalText: 'You are wonderfully made.',
};
type One = { devotional: Devotional };
type Err = { error: { code: string; message: string } };

describe('admin devotionals: permissions', () => {
  it('answer 401 to visitors and 403 to ordinary users, for every method, and change nothing', async () => {
    const before = await listDevotionals(t.db);
    const requests: Array<[string, string, unknown]> = [
      ['GET', base, undefined],
      ['POST', base, valid],
      ['POST', `${base}/import`, { text: 'Title: X\nDate: 2030-05-05\nVerse: v\nText: t' }],
      ['PUT', `${base}/1`, valid],
      ['DELETE', `${base}/1`, undefined],
    ];
    for (const [method, path, body] of requests) {
      expect((await call(t, method, path, null, body)).status, `${method} ${path} visitor`).toBe(401);
      const denied = await call<Err>(t, method, path, who.user, body);
      expect(denied.status, `${method} ${path} user`).toBe(403);
      expect(denied.body.error.code).toBe('forbidden');
    }
    expect(await listDevotionals(t.db)).toEqual(before);
    expect(t.rebuilder.requests).toEqual([]);
  });
});

describe('admin devotionals: add, list, edit, delete', () => {
  it('adds a devotional, lists it newest first and asks for a rebuild', async () => {
    const added = await call<One>(t, 'POST', base, who.admin, { ...valid, reflection: ' ', prayer: 'Amen' });
    expect(added.status).toBe(201);
    expect(added.body.devotional).toMatchObject({
      ...valid,
      reflection: null,
      prayer: 'Amen',
      mediaType: 'none',
      mediaUrl: null,
    });
    expect(t.rebuilder.requests.at(-1)).toBe('admin: devotional added (2030-01-01)');

    await call(t, 'POST', base, who.admin, { ...valid, title: 'Later', date: '2030-02-01' });
    const list = await call<{ devotionals: Devotional[] }>(t, 'GET', base, who.admin);
    expect(list.body.devotionals.slice(0, 2).map((d) => d.title)).toEqual(['Later', 'God Made Me']);
  });

  it('edits a devotional, with media, and asks for a rebuild', async () => {
    const { body } = await call<One>(t, 'POST', base, who.admin, { ...valid, date: '2030-03-01' });
    const requestsBefore = t.rebuilder.requests.length;
    const edited = await call<One>(t, 'PUT', `${base}/${body.devotional.id}`, who.admin, {
      ...valid,
      date: '2030-03-02',
      title: 'Edited',
      mediaType: 'audio',
      mediaUrl: 'https://cdn.example.org/a.mp3',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.devotional).toMatchObject({
      id: body.devotional.id,
      title: 'Edited',
      date: '2030-03-02',
      mediaType: 'audio',
    });
    expect(t.rebuilder.requests.length).toBe(requestsBefore + 1);
  });

  it('deletes a devotional and asks for a rebuild; a second delete is 404', async () => {
    const { body } = await call<One>(t, 'POST', base, who.admin, { ...valid, date: '2030-04-01' });
    const requestsBefore = t.rebuilder.requests.length;
    expect((await call(t, 'DELETE', `${base}/${body.devotional.id}`, who.admin)).status).toBe(200);
    expect(t.rebuilder.requests.length).toBe(requestsBefore + 1);
    expect((await call(t, 'DELETE', `${base}/${body.devotional.id}`, who.admin)).status).toBe(404);
    expect((await call(t, 'PUT', `${base}/999999`, who.admin, valid)).status).toBe(404);
    expect((await call(t, 'PUT', `${base}/abc`, who.admin, valid)).status).toBe(404);
  });

  it('keeps HTML in text fields as plain text', async () => {
    const html = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const { body } = await call<One>(t, 'POST', base, who.admin, {
      ...valid,
      date: '2030-04-02',
      title: html,
    });
    expect(body.devotional.title).toBe(html);
  });
});

describe('admin devotionals: bad input changes nothing', () => {
  it('says "Missing Fields: Please fill in all required fields." for each missing required field', async () => {
    const count = (await listDevotionals(t.db)).length;
    const requestsBefore = t.rebuilder.requests.length;
    for (const field of ['title', 'date', 'keyVerse', 'devotionalText']) {
      const res = await call<Err>(t, 'POST', base, who.admin, { ...valid, [field]: '' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'missing_fields',
        message: 'Missing Fields: Please fill in all required fields.',
      });
    }
    expect((await call<Err>(t, 'POST', base, who.admin, {})).body.error.code).toBe('missing_fields');
    expect((await listDevotionals(t.db)).length).toBe(count);
    expect(t.rebuilder.requests.length).toBe(requestsBefore);
  });

  it('refuses a malformed date, a bad media URL, a non-JSON body and a huge body', async () => {
    const bad = await call<Err>(t, 'POST', base, who.admin, { ...valid, date: '2030-02-31' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_date');
    expect(
      (
        await call<Err>(t, 'POST', base, who.admin, {
          ...valid,
          mediaType: 'video',
          mediaUrl: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);
    const notJson = await t.request(base, {
      method: 'POST',
      headers: { cookie: who.admin, 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const huge = await call<Err>(t, 'POST', base, who.admin, {
      ...valid,
      devotionalText: 'x'.repeat(70_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('too_large');
  });
});

describe('admin devotionals: bulk import', () => {
  const two =
    'Title: Imported One\nDate: 2031-01-01\nVerse: v1\nText: t1\n\nTitle: Imported ' +
    'Two\nDate: 2031-01-02\nKey Verse: v2\nDevotional Text: t2\nMedia Type: video\n' +
    'Media URL: /media-files/videos/a.mp4';

  it('imports the records, reports the counts and asks for one rebuild', async () => {
    const requestsBefore = t.rebuilder.requests.length;
    const res = await call<{ imported: number; duplicates: number; errors: unknown[] }>(
      t,
      'POST',
      `${base}/import`,
      who.admin,
      { text: two },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, duplicates: 0, errors: [] });
    expect(t.rebuilder.requests.slice(requestsBefore)).toEqual(['admin: 2 devotionals imported']);
    const saved = (await listDevotionals(t.db)).find((d) => d.title === 'Imported Two');
    expect(saved).toMatchObject({
      keyVerse: 'v2',
      mediaType: 'video',
      mediaUrl: '/media-files/videos/a.mp4',
    });
  });

  it('skips duplicates by date and reports errors, saving the rest', async () => {
    const text =
      `${two}\n\nTitle: Same day as One\nDate: 2031-01-01\nVerse: v\nText: t\n\n` +
      'Title: No verse\nDate: 2031-01-09\nText: t\n\nTitle: Fresh\nDate: 2031-01-10\n' +
      'Verse: v\nText: t';
    const res = await call<{
      imported: number;
      duplicates: number;
      errors: Array<{ record: number; message: string }>;
    }>(t, 'POST', `${base}/import`, who.admin, { text });
    expect(res.body.imported).toBe(1);
    expect(res.body.duplicates).toBe(3);
    expect(res.body.errors).toEqual([
      { record: 4, title: 'No verse', message: 'Missing Fields: Please fill in all required fields.' },
    ]);
  });

  it('asks for no rebuild when everything was a duplicate', async () => {
    const requestsBefore = t.rebuilder.requests.length;
    const res = await call(t, 'POST', `${base}/import`, who.admin, { text: two });
    expect(res.body).toEqual({ imported: 0, duplicates: 2, errors: [] });
    expect(t.rebuilder.requests.length).toBe(requestsBefore);
  });

  it('answers "No Data" when the text holds no titled record', async () => {
    for (const text of ['', '   \n\n', 'Date: 2031-02-02\nText: no title']) {
      const res = await call<Err>(t, 'POST', `${base}/import`, who.admin, { text });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('no_data');
      expect(res.body.error.message).toMatch(/^No Data/);
    }
    expect((await call<Err>(t, 'POST', `${base}/import`, who.admin, {})).status).toBe(400);
  });

  it('refuses a paste over 200 KB or 500 records whole, and says so', async () => {
    const count = (await listDevotionals(t.db)).length;
    const big = `Title: Big\nDate: 2032-01-01\nVerse: v\nText: ${'word '.repeat(45_000)}`;
    const tooBig = await call<Err>(t, 'POST', `${base}/import`, who.admin, { text: big });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toMatchObject({
      code: 'too_much_data',
      message:
        'Too Much Data: paste at most 200 KB and 500 devotionals at a time. Please ' +
        'split the text and import it in parts.',
    });
    const many = Array.from(
      { length: 501 },
      (_, i) => `Title: T${i}\nDate: 2040-01-01\nVerse: v\nText: t`,
    ).join('\n');
    expect((await call<Err>(t, 'POST', `${base}/import`, who.admin, { text: many })).body.error.code).toBe(
      'too_much_data',
    );
    const enormous = await call<Err>(t, 'POST', `${base}/import`, who.admin, { text: 'x'.repeat(1_100_000) });
    expect(enormous.status).toBe(413);
    expect((await listDevotionals(t.db)).length).toBe(count);
  });

  it('saves nothing when the transaction fails part-way (after the first 100 were written)', async () => {
    const count = (await listDevotionals(t.db)).length;
    const fine = Array.from(
      { length: 100 },
      (_, i) => `Title: Fine ${i}\nDate: ${addDays('2033-01-01', i)}\nVerse: v\nText: t`,
    );
    const removeTrigger = await failInsertOfBoom(t);
    try {
      const res = await t.json(
        'POST',
        `${base}/import`,
        { text: `${fine.join('\n')}\nTitle: Boom\nDate: 2034-01-02\nVerse: v\nText: t` },
        { cookie: who.admin },
      );
      expect(res.status).toBe(500);
    } finally {
      await removeTrigger();
    }
    expect((await listDevotionals(t.db)).length).toBe(count);
  });
});

/** A trigger that fails the insert of a devotional titled "Boom"; returns its removal. */
async function failInsertOfBoom(t: TestApp): Promise<() => Promise<void>> {
  if (t.handle.dialect === 'sqlite') {
    const { sqlite } = t.handle;
    sqlite.exec(
      'create trigger fail_second before insert on devotionals when new.title = ' +
        `'Boom' begin select raise(abort, 'boom'); end;`,
    );
    return async () => void sqlite.exec('drop trigger fail_second');
  }
  await sql`create function fail_boom() returns trigger language plpgsql as $$
    begin if new.title = 'Boom' then raise exception 'boom'; end if; return new; end $$`.execute(t.db);
  await sql`create trigger fail_second before insert on devotionals for each row execute function fail_boom()`.execute(
    t.db,
  );
  return async () => {
    await sql`drop trigger fail_second on devotionals`.execute(t.db);
    await sql`drop function fail_boom()`.execute(t.db);
  };
}
