import { expect } from 'vitest';
import { call } from './admin.ts';
import type { TestApp } from './test-app.ts';

/** Adds a child profile as the parent; its id. */
export async function addChild(
  t: TestApp,
  parent: string,
  displayName: string,
  avatar = 'lion',
): Promise<string> {
  const res = await call<{ child: { id: string } }>(t, 'POST', '/api/family/children', parent, {
    displayName,
    avatar,
    ageBand: '7-9',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.child.id;
}

/**
 * A second session of the same account with a child's profile active (a child on the family
 * tablet): its Cookie header.
 */
export async function childSession(
  t: TestApp,
  signIn: () => Promise<string>,
  childId: string,
): Promise<string> {
  const cookie = await signIn();
  const res = await call(t, 'POST', '/api/family/switch', cookie, { profileId: childId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cookie;
}
