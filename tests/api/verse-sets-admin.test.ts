import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { listVerseSets } from '../../db/queries/verse-sets.ts';
import { seedEmptyTables } from '../../db/seeds/run.ts';
import { verseSetsSeed } from '../../db/seeds/verse-sets.ts';
import { adminAndUser, adminEmail, type Callers, call } from './helpers/admin.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { givePlan, userIdOf } from './helpers/memory.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The admin's "Verse sets" tab (issue 19.2): the built-in sets Premium learners start. */
let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  await importBible(t.handle);
  await seedEmptyTables(t.db, '2025-06-15', [verseSetsSeed]);
  who = await adminAndUser(t, 'verse-sets');
});
afterAll(() => t.close());

const base = '/api/admin/verse-sets';
const bedtime = {
  id: 'bedtime',
  name: 'Bedtime',
  emoji: '🌙',
  description: 'Verses to fall asleep with.',
  referencesText: 'Psalm 4:8\nps 121:3-4\nProverbs 3:24',
};
interface Set {
  id: string;
  name: string;
  emoji: string;
  description: string;
  references: string[];
}
type Err = { error: { code: string; message: string } };

describe('admin verse sets: permissions', () => {
  it('answer 401 to visitors and 403 to ordinary users, and change nothing', async () => {
    const before = await listVerseSets(t.db);
    const requestsBefore = t.rebuilder.requests.length;
    expect((await call(t, 'GET', base, null)).status).toBe(401);
    expect((await call(t, 'GET', base, who.user)).status).toBe(403);
    expect((await call(t, 'POST', base, who.user, bedtime)).status).toBe(403);
    expect((await call(t, 'PUT', `${base}/courage`, who.user, bedtime)).status).toBe(403);
    expect((await call(t, 'DELETE', `${base}/courage`, who.user)).status).toBe(403);
    expect((await call(t, 'DELETE', `${base}/courage`, null)).status).toBe(401);
    expect(await listVerseSets(t.db)).toEqual(before);
    expect(t.rebuilder.requests.length).toBe(requestsBefore);
  });
});

describe('admin verse sets: list, add, edit, delete', () => {
  it('lists the shipped sets', async () => {
    const { status, body } = await call<{ sets: Set[] }>(t, 'GET', base, who.admin);
    expect(status).toBe(200);
    expect(body.sets.map((s) => s.name)).toEqual([
      'First verses',
      'Christmas',
      'Courage',
      'The Good Shepherd',
    ]);
  });

  it('checks every reference against the Bible with the collections’ messages', async () => {
    const cases: Array<[string, string]> = [
      ['John 99:1', 'John has 21 chapters, so there is no John 99.'],
      ['Hezekiah 1:1', 'We could not find a book called "Hezekiah" in the Bible.'],
      ['John 3:99', 'John 3 has 36 verses, so there is no John 3:99.'],
      ['Psalm 119', 'That passage is long: choose at most 31 verses.'],
    ];
    for (const [reference, message] of cases) {
      const res = await call<Err>(t, 'POST', base, who.admin, {
        ...bedtime,
        referencesText: `Psalm 4:8\n${reference}`,
      });
      expect(res.status, reference).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const blank = await call<Err>(t, 'POST', base, who.admin, {
      ...bedtime,
      id: 'Not An Id',
      referencesText: '',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain('Use lowercase letters, digits and dashes');
    expect(blank.body.error.message).toContain('Write at least one verse reference');
    expect((await call(t, 'POST', base, who.admin, { ...bedtime, name: 42 })).status).toBe(400);
    expect((await listVerseSets(t.db)).some((s) => s.id === 'bedtime')).toBe(false);
  });

  it('adds a set (references written one way) that a Premium learner then starts, edits and deletes it', async () => {
    const requestsBefore = t.rebuilder.requests.length;
    const added = await call<{ set: Set }>(t, 'POST', base, who.admin, bedtime);
    expect(added.status).toBe(201);
    expect(added.body.set.references).toEqual(['Psalm 4:8', 'Psalm 121:3-4', 'Proverbs 3:24']);
    expect((await listVerseSets(t.db)).at(-1)?.id).toBe('bedtime');
    const again = await call<Err>(t, 'POST', base, who.admin, bedtime);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('duplicate_id');

    const email = 'premium-bedtime@example.org';
    const premium = await newSignedInUser(t, email);
    await givePlan(t.db, await userIdOf(t.db, email), 'premium');
    const started = await call(t, 'POST', '/api/memory/sets/bedtime/start', premium, {});
    expect(started.body).toEqual({ added: 3, message: 'Bedtime: 3 new verses to learn.' });

    const edited = await call<{ set: Set }>(t, 'PUT', `${base}/bedtime`, who.admin, {
      ...bedtime,
      id: 'ignored',
      name: 'Good night',
      referencesText: 'Psalm 4:8; Psalm 3:5',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.set).toMatchObject({
      id: 'bedtime',
      name: 'Good night',
      references: ['Psalm 4:8', 'Psalm 3:5'],
    });
    const badEdit = await call<Err>(t, 'PUT', `${base}/bedtime`, who.admin, {
      ...bedtime,
      referencesText: 'John 99:1',
    });
    expect(badEdit.body.error.message).toBe('John has 21 chapters, so there is no John 99.');
    expect((await call(t, 'PUT', `${base}/nope`, who.admin, bedtime)).status).toBe(404);

    expect((await call(t, 'DELETE', `${base}/bedtime`, who.admin)).status).toBe(200);
    expect((await call(t, 'DELETE', `${base}/bedtime`, who.admin)).status).toBe(404);
    expect((await call(t, 'POST', '/api/memory/sets/bedtime/start', premium, {})).status).toBe(404);
    // Each change asked for a rebuild (Memory Master's page bakes the sets in).
    expect(t.rebuilder.requests.slice(requestsBefore)).toHaveLength(3);
  });

  it('refuses a body over the API limit', async () => {
    const res = await t.request(base, {
      method: 'POST',
      headers: { cookie: who.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ ...bedtime, description: 'x'.repeat(20_000) }),
    });
    expect(res.status).toBe(413);
  });
});
