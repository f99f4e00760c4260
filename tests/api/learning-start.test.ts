import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/admin.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Learning by age (issue 36.3): a child's age band sets where its learning starts; the parent may
 * choose another start in /family; the child cannot; the session tells the pages the start.
 */
let t: TestApp;
let parent: string;
const email = 'learning-start@example.org';

interface SessionAnswer {
  profile: { kind: string; start: string | null };
}
interface ChildAnswer {
  child: { id: string; ageBand: string; learningStart: string | null; start: string };
}
const errorCode = (body: unknown): string | undefined => (body as { error?: { code?: string } }).error?.code;

async function addChildAged(name: string, ageBand: string): Promise<string> {
  const res = await call<ChildAnswer>(t, 'POST', '/api/family/children', parent, {
    displayName: name,
    avatar: 'lion',
    ageBand,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.child.id;
}

async function sessionStart(cookie: string): Promise<string | null> {
  const res = await call<SessionAnswer>(t, 'GET', '/api/auth/session', cookie);
  return res.body.profile.start;
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await newSignedInUser(t, email, 'Pat Parent');
});
afterAll(() => t.close());

describe('a child profile starts by its age band', () => {
  it.each([
    ['4-6', 'stories', 'Ada'],
    ['7-9', 'stories-reader', 'Bo'],
    ['10-12', 'reader', 'Cy'],
  ])('a %s child starts on %s, in the session and on /family', async (ageBand, start, name) => {
    const id = await addChildAged(name, ageBand);
    const child = await childSession(t, () => signIn(t, email), id);
    expect(await sessionStart(child)).toBe(start);
    const family = await call<{ children: Array<{ id: string; start: string; learningStart: null }> }>(
      t,
      'GET',
      '/api/family',
      parent,
    );
    expect(family.body.children.find((c) => c.id === id)).toMatchObject({ start, learningStart: null });
  });

  it("the account's own profile has no start", async () => {
    expect(await sessionStart(parent)).toBeNull();
  });
});

describe('the parent chooses a start', () => {
  let id: string;
  let child: string;
  beforeAll(async () => {
    id = await addChildAged('Noah', '4-6');
    child = await childSession(t, () => signIn(t, email), id);
  });

  it('changes the start, and back to the age band with null', async () => {
    const set = await call<ChildAnswer>(t, 'PATCH', `/api/family/children/${id}`, parent, {
      learningStart: 'reader',
    });
    expect(set.status).toBe(200);
    expect(set.body.child).toMatchObject({ ageBand: '4-6', learningStart: 'reader', start: 'reader' });
    expect(await sessionStart(child)).toBe('reader');

    const back = await call<ChildAnswer>(t, 'PATCH', `/api/family/children/${id}`, parent, {
      learningStart: null,
    });
    expect(back.body.child).toMatchObject({ learningStart: null, start: 'stories' });
    expect(await sessionStart(child)).toBe('stories');
  });

  it('refuses a start that is not one, and changes nothing', async () => {
    const res = await call(t, 'PATCH', `/api/family/children/${id}`, parent, { learningStart: 'games' });
    expect(res.status).toBe(400);
    expect(await sessionStart(child)).toBe('stories');
  });

  it('a child cannot change its start', async () => {
    const res = await call(t, 'PATCH', `/api/family/children/${id}`, child, { learningStart: 'reader' });
    expect(res.status).toBe(403);
    expect(errorCode(res.body)).toBe('parent_only');
    expect(await sessionStart(child)).toBe('stories');
  });
});
