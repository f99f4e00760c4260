import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxStoriesPerDay } from '../../api/services/community-posts.ts';
import { maxCollections } from '../../src/lib/memory/verse-access.ts';
import { maxChildren } from '../../src/lib/profile-checks.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { givePlan, userIdOf } from './helpers/memory.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Limits that count what a learner or a family already has and then add one: requests sent at
 * the same moment must not all count the same rows and all get through (each count and its write
 * are one step per owner, on SQLite and on PostgreSQL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PRAYER_REQUEST_ACCESS: 'plan' });
});
afterAll(() => t.close());

/** Sends `n` requests at once; their statuses, sorted. */
async function burst(n: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const responses = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  return responses.map((r) => r.status).sort();
}

const created = (statuses: number[]) => statuses.filter((s) => s === 201).length;

describe('limits that count rows, under requests sent at once', () => {
  it(`stories: ${maxStoriesPerDay} a day, however many arrive together`, async () => {
    const cookie = await newSignedInUser(t, 'storyteller@example.org');
    const statuses = await burst(12, (i) =>
      t.json('POST', '/api/stories', { title: `Story ${i}`, content: 'God is good.' }, { cookie }),
    );
    expect(created(statuses)).toBe(maxStoriesPerDay);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - maxStoriesPerDay);
  });

  it('prayer requests: the plan allows 3 in 30 days, however many arrive together', async () => {
    const cookie = await newSignedInUser(t, 'prayer@example.org');
    await givePlan(t.db, await userIdOf(t.db, 'prayer@example.org'), 'basic');
    const statuses = await burst(10, (i) =>
      t.json('POST', '/api/ask/prayers', { title: `Prayer ${i}`, request: 'Please pray.' }, { cookie }),
    );
    expect(created(statuses)).toBe(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(7);
  });

  it(`child profiles: at most ${maxChildren} a family`, async () => {
    const cookie = await newSignedInUser(t, 'big-family@example.org');
    const statuses = await burst(maxChildren + 4, (i) =>
      t.json(
        'POST',
        '/api/family/children',
        { displayName: `Child ${'ABCDEFGHIJKL'[i]}`, avatar: 'lion', ageBand: '7-9' },
        { cookie },
      ),
    );
    expect(created(statuses)).toBe(maxChildren);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
  });

  it(`verse collections: at most ${maxCollections} a learner`, async () => {
    const cookie = await newSignedInUser(t, 'collector@example.org');
    await givePlan(t.db, await userIdOf(t.db, 'collector@example.org'), 'annual');
    const statuses = await burst(maxCollections + 5, (i) =>
      t.json('POST', '/api/memory/collections', { name: `Collection ${i}` }, { cookie }),
    );
    expect(created(statuses)).toBe(maxCollections);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
  });
});
