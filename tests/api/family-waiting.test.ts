import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/admin.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The count on the parent's Family link (issue 37.5): how many children's posts wait for the parent. */
let t: TestApp;
let parent: string;
let child: string;
const email = 'family-waiting@example.org';

beforeAll(async () => {
  t = await createTestApp();
  parent = await newSignedInUser(t, email, 'Wes Parent');
  child = await childSession(t, () => signIn(t, email), await addChild(t, parent, 'Mia'));
});
afterAll(() => t.close());

const waiting = async (cookie: string) => call<{ count: number }>(t, 'GET', '/api/family/waiting', cookie);

describe('GET /api/family/waiting', () => {
  it("counts the children's posts until the parent decides", async () => {
    expect((await waiting(parent)).body.count).toBe(0);
    for (const title of ['First', 'Second']) {
      const res = await call(t, 'POST', '/api/stories', child, { title, content: 'God kept me safe.' });
      expect(res.status).toBe(201);
    }
    expect((await waiting(parent)).body.count).toBe(2);
    const mine = await call<{ stories: Array<{ id: number }> }>(t, 'GET', '/api/stories/mine', child);
    const id = mine.body.stories[0]!.id;
    expect(
      (await call(t, 'POST', '/api/family/reviews', parent, { kind: 'story', id, approve: true })).status,
    ).toBe(200);
    expect((await waiting(parent)).body.count).toBe(1);
  });

  it('is for the parent only', async () => {
    expect((await waiting(child)).status).toBe(403);
    expect((await call(t, 'GET', '/api/family/waiting', null)).status).toBe(401);
  });
});
