import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActiveProverbs, listProverbs } from '../../db/queries/wisdom.ts';
import type { Proverb } from '../../src/lib/wisdom/proverb.ts';
import { adminAndUser, adminEmail, type Callers, call } from './helpers/admin.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  who = await adminAndUser(t, 'wisdom');
});
afterAll(() => t.close());

const base = '/api/admin/wisdom';
const valid = {
  proverb: 'A soft answer turneth away wrath.',
  meaning: 'Kind words calm anger.',
  whyItMatters: 'Peace.',
  reference: 'Proverbs 15:1',
};
type One = { proverb: Proverb };
type Err = { error: { code: string; message: string } };

describe('admin wisdom: permissions', () => {
  it('answer 401 to visitors and 403 to ordinary users and change nothing', async () => {
    const created = await call<One>(t, 'POST', base, who.admin, { ...valid, proverb: 'Guarded' });
    const id = created.body.proverb.id;
    const before = await listProverbs(t.db);
    const requestsBefore = t.rebuilder.requests.length;
    const requests: Array<[string, string, unknown]> = [
      ['GET', base, undefined],
      ['POST', base, valid],
      ['POST', `${base}/import`, { text: 'p\nm\nw' }],
      ['PUT', `${base}/${id}`, valid],
      ['PATCH', `${base}/${id}/active`, { isActive: false }],
      ['DELETE', `${base}/${id}`, undefined],
    ];
    for (const [method, path, body] of requests) {
      expect((await call(t, method, path, null, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(t, method, path, who.user, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await listProverbs(t.db)).toEqual(before);
    expect(t.rebuilder.requests.length).toBe(requestsBefore);
  });
});

describe('admin wisdom: add, edit, toggle, delete', () => {
  it('adds an active proverb and asks for a rebuild; the reference is optional', async () => {
    const requestsBefore = t.rebuilder.requests.length;
    const res = await call<One>(t, 'POST', base, who.admin, { ...valid, reference: '' });
    expect(res.status).toBe(201);
    expect(res.body.proverb).toMatchObject({ ...valid, reference: null, isActive: true });
    expect(t.rebuilder.requests.length).toBe(requestsBefore + 1);
  });

  it('lists every proverb newest first, inactive ones too', async () => {
    const older = await call<One>(t, 'POST', base, who.admin, { ...valid, proverb: 'Older one' });
    await call(t, 'PATCH', `${base}/${older.body.proverb.id}/active`, who.admin, { isActive: false });
    await new Promise((r) => setTimeout(r, 5));
    await call<One>(t, 'POST', base, who.admin, { ...valid, proverb: 'Newer one' });
    const list = await call<{ proverbs: Proverb[] }>(t, 'GET', base, who.admin);
    const titles = list.body.proverbs.map((p) => p.proverb);
    expect(titles.indexOf('Newer one')).toBeLessThan(titles.indexOf('Older one'));
    expect(list.body.proverbs.find((p) => p.proverb === 'Older one')?.isActive).toBe(false);
  });

  it('toggles the active switch at once: inactive proverbs leave the published list', async () => {
    const { body } = await call<One>(t, 'POST', base, who.admin, { ...valid, proverb: 'Toggle me' });
    const requestsBefore = t.rebuilder.requests.length;
    const off = await call<One>(t, 'PATCH', `${base}/${body.proverb.id}/active`, who.admin, {
      isActive: false,
    });
    expect(off.body.proverb.isActive).toBe(false);
    expect((await listActiveProverbs(t.db)).some((p) => p.id === body.proverb.id)).toBe(false);
    const on = await call<One>(t, 'PATCH', `${base}/${body.proverb.id}/active`, who.admin, {
      isActive: true,
    });
    expect(on.body.proverb.isActive).toBe(true);
    expect((await listActiveProverbs(t.db)).some((p) => p.id === body.proverb.id)).toBe(true);
    expect(t.rebuilder.requests.slice(requestsBefore)).toEqual([
      'admin: proverb deactivated',
      'admin: proverb activated',
    ]);
    expect(
      (await call<Err>(t, 'PATCH', `${base}/${body.proverb.id}/active`, who.admin, { isActive: 'yes' }))
        .status,
    ).toBe(400);
    expect((await call<Err>(t, 'PATCH', `${base}/999999/active`, who.admin, { isActive: true })).status).toBe(
      404,
    );
  });

  it('edits a proverb (keeping its flag unless given) and deletes it, each asking for a rebuild', async () => {
    const { body } = await call<One>(t, 'POST', base, who.admin, { ...valid, proverb: 'Edit me' });
    const requestsBefore = t.rebuilder.requests.length;
    const edited = await call<One>(t, 'PUT', `${base}/${body.proverb.id}`, who.admin, {
      ...valid,
      proverb: 'Edited',
    });
    expect(edited.body.proverb).toMatchObject({ proverb: 'Edited', isActive: true });
    const hidden = await call<One>(t, 'PUT', `${base}/${body.proverb.id}`, who.admin, {
      ...valid,
      proverb: 'Edited',
      isActive: false,
    });
    expect(hidden.body.proverb.isActive).toBe(false);
    expect((await call(t, 'DELETE', `${base}/${body.proverb.id}`, who.admin)).status).toBe(200);
    expect((await call(t, 'DELETE', `${base}/${body.proverb.id}`, who.admin)).status).toBe(404);
    expect(t.rebuilder.requests.length).toBe(requestsBefore + 3);
  });

  it('says "Missing Fields" when proverb, meaning or why it matters is empty, and saves nothing', async () => {
    const count = (await listProverbs(t.db)).length;
    for (const field of ['proverb', 'meaning', 'whyItMatters']) {
      const res = await call<Err>(t, 'POST', base, who.admin, { ...valid, [field]: '  ' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'missing_fields',
        message: 'Missing Fields: Please fill in all required fields.',
      });
    }
    expect((await listProverbs(t.db)).length).toBe(count);
  });
});

describe('admin wisdom: bulk import', () => {
  it('imports blocks, skips case-insensitive duplicates, counts errors and asks for one rebuild', async () => {
    await call(t, 'POST', base, who.admin, { ...valid, proverb: 'Already Here' });
    const requestsBefore = t.rebuilder.requests.length;
    const text =
      '"Iron sharpeneth iron."\nFriends help.\nGrow together.\nProverbs 27:17\n\n' +
      'already here\nm\nw\n\nProverb: Missing why\nMeaning: m\n\nWhat it means: m\n' +
      'Importance: w\nProverb: Prefixed one';
    const res = await call<{ imported: number; duplicates: number; errors: unknown[] }>(
      t,
      'POST',
      `${base}/import`,
      who.admin,
      { text },
    );
    expect(res.body).toMatchObject({ imported: 2, duplicates: 1 });
    expect(res.body.errors).toHaveLength(1);
    expect(t.rebuilder.requests.slice(requestsBefore)).toEqual(['admin: 2 proverbs imported']);
    const saved = (await listProverbs(t.db)).find((p) => p.proverb === 'Iron sharpeneth iron.');
    expect(saved).toMatchObject({
      meaning: 'Friends help.',
      whyItMatters: 'Grow together.',
      reference: 'Proverbs 27:17',
      isActive: true,
    });
  });

  it('answers "No Data" for an empty paste and refuses a paste over the caps', async () => {
    const empty = await call<Err>(t, 'POST', `${base}/import`, who.admin, { text: '\n\n' });
    expect(empty.body.error.code).toBe('no_data');
    const many = Array.from({ length: 501 }, (_, i) => `p${i}\nm\nw`).join('\n\n');
    const capped = await call<Err>(t, 'POST', `${base}/import`, who.admin, { text: many });
    expect(capped.status).toBe(400);
    expect(capped.body.error.message).toBe(
      'Too Much Data: paste at most 200 KB and 500 proverbs at a time. Please split the text and import it in parts.',
    );
  });
});
