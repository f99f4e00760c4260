import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../src/lib/session.ts';
import { call } from './helpers/admin.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The games play by the learner's age band: the session tells the page which it is. */
let t: TestApp;
let parent: string;
const email = 'bands@example.org';

beforeAll(async () => {
  t = await createTestApp();
  parent = await newSignedInUser(t, email, 'Pat Parent');
});
afterAll(() => t.close());

const sessionOf = async (cookie: string): Promise<SessionResponse> => {
  const res = await call<SessionResponse>(t, 'GET', '/api/auth/session', cookie);
  expect(res.status).toBe(200);
  return res.body;
};

describe("the session's age band", () => {
  it("is the child's band while a child is learning, and follows a change the parent makes", async () => {
    const added = await call<{ child: { id: string } }>(t, 'POST', '/api/family/children', parent, {
      displayName: 'Noah',
      avatar: 'owl',
      ageBand: '4-6',
    });
    expect(added.status).toBe(201);
    const noah = await childSession(t, () => signIn(t, email), added.body.child.id);
    expect((await sessionOf(noah)).profile).toMatchObject({ kind: 'child', name: 'Noah', ageBand: '4-6' });

    const changed = await call(t, 'PATCH', `/api/family/children/${added.body.child.id}`, parent, {
      ageBand: '10-12',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await sessionOf(noah)).profile?.ageBand).toBe('10-12');
  });

  it("is null for the parent's own profile and absent for a visitor", async () => {
    expect((await sessionOf(parent)).profile).toMatchObject({ kind: 'self', ageBand: null });
    const visitor = await call<SessionResponse>(t, 'GET', '/api/auth/session', null);
    expect(visitor.body.profile ?? null).toBeNull();
  });
});
