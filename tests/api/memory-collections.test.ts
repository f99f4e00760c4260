import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveReference } from '../../api/services/verse-references.ts';
import { importBible } from '../../db/bible/import.ts';
import {
  addCollectionItem,
  insertVerseCollection,
  listVerseCollections,
} from '../../db/queries/verse-collections.ts';
import { listVerseSets } from '../../db/queries/verse-sets.ts';
import { seedEmptyTables } from '../../db/seeds/run.ts';
import { verseSetsSeed } from '../../db/seeds/verse-sets.ts';
import { maxCollectionItems, maxCollections } from '../../src/lib/memory/verse-access.ts';
import { defaultPassword, newSignedInUser } from './helpers/auth.ts';
import { givePlan, ownLearnerIdOf, userIdOf } from './helpers/memory.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'overseer@example.org' });
  await importBible(t.handle);
  await seedEmptyTables(t.db, '2025-06-15', [verseSetsSeed]);
});
afterAll(() => t.close());

interface Overview {
  verses: Array<{ reference: string }>;
  collections: Array<{ id: string; name: string; items: Array<{ key: string; reference: string }> }>;
  access: { builtInSets: boolean; ownCollections: boolean };
}
const overview = async (cookie: string): Promise<Overview> =>
  (await (await t.request('/api/memory', { headers: { cookie } })).json()) as Overview;
const errorOf = async (res: Response): Promise<string> =>
  ((await res.json()) as { error: { message: string } }).error.message;
const codeOf = async (res: Response): Promise<string> =>
  ((await res.json()) as { error: { code: string } }).error.code;

async function learner(email: string, tier?: string): Promise<string> {
  const cookie = await newSignedInUser(t, email);
  if (tier) await givePlan(t.db, await userIdOf(t.db, email), tier);
  return cookie;
}

describe('built-in verse sets', () => {
  it('ship as content: First verses, Christmas and Courage, every reference in the Bible', async () => {
    const sets = await listVerseSets(t.db);
    expect(sets.map((s) => s.name)).toEqual(expect.arrayContaining(['First verses', 'Christmas', 'Courage']));
    for (const set of sets)
      for (const reference of set.references)
        expect((await resolveReference(t.db, reference)).ok, `${set.id}: ${reference}`).toBe(true);
  });

  it('are for Premium and up: a free learner hears so, a premium one starts a set', async () => {
    const free = await learner('free-sets@example.org');
    expect((await overview(free)).access).toEqual({ builtInSets: false, ownCollections: false });
    const refused = await t.json('POST', '/api/memory/sets/courage/start', {}, { cookie: free });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe('The built-in verse sets come with Premium.');

    const premium = await learner('premium-sets@example.org', 'premium');
    expect((await overview(premium)).access).toEqual({ builtInSets: true, ownCollections: false });
    const started = await t.json('POST', '/api/memory/sets/courage/start', {}, { cookie: premium });
    expect(await started.json()).toEqual({ added: 6, message: 'Courage: 6 new verses to learn.' });
    expect((await overview(premium)).verses.map((v) => v.reference)).toContain('Joshua 1:9');
    const again = await t.json('POST', '/api/memory/sets/courage/start', {}, { cookie: premium });
    expect(((await again.json()) as { added: number }).added).toBe(0);
    expect((await t.json('POST', '/api/memory/sets/nope/start', {}, { cookie: premium })).status).toBe(404);
  });
});

describe('own verse collections', () => {
  it('are for the Annual plan: premium hears so', async () => {
    const premium = await learner('premium-own@example.org', 'premium');
    const res = await t.json('POST', '/api/memory/collections', { name: 'Mine' }, { cookie: premium });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe('Making your own verse collections comes with the Annual plan.');
  });

  it('an annual learner makes, fills, renames and deletes a collection', async () => {
    const cookie = await learner('annual@example.org', 'annual');
    expect((await overview(cookie)).access).toEqual({ builtInSets: true, ownCollections: true });
    const made = await t.json('POST', '/api/memory/collections', { name: '  Bedtime verses ' }, { cookie });
    expect(made.status).toBe(201);
    const { collection } = (await made.json()) as { collection: { id: string; name: string } };
    expect(collection.name).toBe('Bedtime verses');
    const dup = await t.json('POST', '/api/memory/collections', { name: 'Bedtime verses' }, { cookie });
    expect(await errorOf(dup)).toBe('You already have a collection with that name.');
    expect(await errorOf(await t.json('POST', '/api/memory/collections', { name: ' ' }, { cookie }))).toBe(
      'Give your collection a name.',
    );

    const add = (reference: string) =>
      t.json('POST', `/api/memory/collections/${collection.id}/verses`, { reference }, { cookie });
    expect((await add('Psalm 4:8')).status).toBe(201);
    expect((await add('John 3:16-17')).status).toBe(201);
    expect((await add('psalms 4:8')).status).toBe(200);
    expect(await errorOf(await add('Hezekiah 1:1'))).toBe(
      'We could not find a book called "Hezekiah" in the Bible.',
    );
    let view = await overview(cookie);
    expect(view.collections).toEqual([
      {
        id: collection.id,
        name: 'Bedtime verses',
        items: [
          { key: 'psalm-4-8', reference: 'Psalm 4:8' },
          { key: 'john-3-16-17', reference: 'John 3:16-17' },
        ],
      },
    ]);
    // The collection's verses are practised like every other verse.
    expect(view.verses.map((v) => v.reference).sort()).toEqual(['John 3:16-17', 'Psalm 4:8']);

    const renamed = await t.json(
      'PATCH',
      `/api/memory/collections/${collection.id}`,
      { name: 'Night' },
      { cookie },
    );
    expect(renamed.status).toBe(200);
    expect(
      (
        await t.request(`/api/memory/collections/${collection.id}/verses/psalm-4-8`, {
          method: 'DELETE',
          headers: { cookie },
        })
      ).status,
    ).toBe(200);
    view = await overview(cookie);
    expect(view.collections[0]).toMatchObject({ name: 'Night', items: [{ reference: 'John 3:16-17' }] });

    // Another learner cannot see or change it.
    const other = await learner('annual2@example.org', 'annual');
    expect(
      (
        await t.request(`/api/memory/collections/${collection.id}`, {
          method: 'DELETE',
          headers: { cookie: other },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.json(
          'POST',
          `/api/memory/collections/${collection.id}/verses`,
          { reference: 'John 1:1' },
          { cookie: other },
        )
      ).status,
    ).toBe(404);

    expect(
      (await t.request(`/api/memory/collections/${collection.id}`, { method: 'DELETE', headers: { cookie } }))
        .status,
    ).toBe(200);
    expect((await overview(cookie)).collections).toEqual([]);
  });

  it('lets lifetime learners and admins make collections too', async () => {
    const lifetime = await learner('lifetime@example.org', 'lifetime');
    expect((await overview(lifetime)).access).toEqual({ builtInSets: true, ownCollections: true });
    const admin = await learner('overseer@example.org');
    expect((await overview(admin)).access).toEqual({ builtInSets: true, ownCollections: true });
  });

  it('answer every limit of the plan with 403 plan_limit, as the plan checks do', async () => {
    const cookie = await learner('full@example.org', 'annual');
    const learnerId = await ownLearnerIdOf(t.db, 'full@example.org');
    for (let i = 0; i < maxCollections; i += 1) {
      await insertVerseCollection(t.db, learnerId, `Collection ${i}`, new Date());
    }
    const tooMany = await t.json('POST', '/api/memory/collections', { name: 'One more' }, { cookie });
    expect(tooMany.status).toBe(403);
    expect(await codeOf(tooMany)).toBe('plan_limit');

    const [first] = await listVerseCollections(t.db, learnerId);
    for (let i = 1; i <= maxCollectionItems; i += 1) {
      await addCollectionItem(t.db, first!.id, `psalm-119-${i}`, `Psalm 119:${i}`);
    }
    const full = await t.json(
      'POST',
      `/api/memory/collections/${first!.id}/verses`,
      { reference: 'John 3:16' },
      { cookie },
    );
    expect(full.status).toBe(403);
    expect(await codeOf(full)).toBe('plan_limit');
  });

  it('refuses a name that is too long and a body that is too large', async () => {
    const cookie = await learner('limits@example.org', 'annual');
    expect(
      (await t.json('POST', '/api/memory/collections', { name: 'n'.repeat(61) }, { cookie })).status,
    ).toBe(400);
    const res = await t.request('/api/memory/collections', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(40_000) }),
    });
    expect(res.status).toBe(413);
  });

  it('go with the account when it is deleted, with the learner’s verses', async () => {
    const cookie = await learner('leaving@example.org', 'annual');
    const id = await userIdOf(t.db, 'leaving@example.org');
    const made = await t.json('POST', '/api/memory/collections', { name: 'Mine' }, { cookie });
    const { collection } = (await made.json()) as { collection: { id: string } };
    await t.json(
      'POST',
      `/api/memory/collections/${collection.id}/verses`,
      { reference: 'John 1:1' },
      { cookie },
    );
    await t.json('POST', '/api/auth/delete-account', { password: defaultPassword }, { cookie });
    expect(
      await t.db.selectFrom('verse_cards').select('user_id').where('user_id', '=', id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('verse_collections').select('id').where('user_id', '=', id).execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom('verse_collection_items')
        .select('verse_key')
        .where('collection_id', '=', collection.id)
        .execute(),
    ).toEqual([]);
  });
});
