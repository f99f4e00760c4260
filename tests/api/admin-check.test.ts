import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCheck, adminChecks, checkAdmin } from '../../api/auth/admin.ts';
import { memoryLogger } from '../../api/log.ts';
import { grantRole, revokeRole } from '../../db/queries/roles.ts';
import { findUserByEmail, type User } from '../../db/queries/users.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'Listed@Example.org, other@example.org' });
});
afterAll(() => t.close());

const isAdmin = async (cookie: string): Promise<boolean> =>
  ((await (await t.request('/api/auth/session', { headers: { cookie } })).json()) as { isAdmin: boolean })
    .isAdmin;

describe('the admin check', () => {
  it('is false for an ordinary user', async () => {
    expect(await isAdmin(await newSignedInUser(t, 'plain@example.org'))).toBe(false);
  });

  it('is true for a user with the admin role, and false again once it is revoked', async () => {
    const cookie = await newSignedInUser(t, 'role@example.org');
    const user = (await findUserByEmail(t.db, 'role@example.org'))!;
    await grantRole(t.db, user.id, 'admin');
    expect(await isAdmin(cookie)).toBe(true);
    await revokeRole(t.db, user.id, 'admin');
    expect(await isAdmin(cookie)).toBe(false);
  });

  it('is true for an address in ADMIN_EMAILS, whatever its case', async () => {
    expect(await isAdmin(await newSignedInUser(t, 'listed@example.org'))).toBe(true);
  });

  it('runs the checks in order and stops at the first yes', async () => {
    const calls: string[] = [];
    const check =
      (name: string, answer: boolean): AdminCheck =>
      async () => {
        calls.push(name);
        return answer;
      };
    const user = {
      id: 'u',
      email: 'x@example.org',
      fullName: null,
      emailConfirmedAt: null,
      createdAt: '',
    } as User;
    expect(
      await checkAdmin(
        user,
        [check('role function', false), check('user_roles', true), check('list', true)],
        memoryLogger(),
      ),
    ).toBe(true);
    expect(calls).toEqual(['role function', 'user_roles']);
  });

  it('treats any error as not admin, and logs it', async () => {
    const log = memoryLogger();
    const user = (await findUserByEmail(t.db, 'listed@example.org'))!;
    const failing: AdminCheck = async () => {
      throw new Error('database is down');
    };
    expect(await checkAdmin(user, [failing, ...adminChecks(t.db, ['listed@example.org'])], log)).toBe(false);
    expect(log.lines.join('\n')).toMatch(/admin check failed/);
  });
});

describe('admin endpoints', () => {
  it('answer 401 to visitors and 403 to ordinary users, and work for admins', async () => {
    expect((await t.request('/api/admin/build')).status).toBe(401);
    const plain = await newSignedInUser(t, 'plain2@example.org');
    const denied = await t.request('/api/admin/build', { headers: { cookie: plain } });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({
      error: { code: 'forbidden', message: 'Only admins can do that.' },
    });
    const admin = await newSignedInUser(t, 'other@example.org');
    const status = await t.request('/api/admin/build', { headers: { cookie: admin } });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ state: 'idle' });
  });

  it('lets an admin ask for a rebuild, and nobody else', async () => {
    const plain = await newSignedInUser(t, 'plain3@example.org');
    expect((await t.request('/api/admin/build', { method: 'POST', headers: { cookie: plain } })).status).toBe(
      403,
    );
    expect(t.rebuilder.requests).toEqual([]);
    const admin = (
      await t.json('POST', '/api/auth/signin', {
        email: 'other@example.org',
        password: 'grace-and-truth-7',
        remember: false,
      })
    ).headers
      .getSetCookie()[0]!
      .split(';')[0]!;
    expect((await t.request('/api/admin/build', { method: 'POST', headers: { cookie: admin } })).status).toBe(
      202,
    );
    expect(t.rebuilder.requests).toEqual(['admin: Rebuild site']);
  });
});
