import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from './helpers/admin.ts';
import { defaultPassword, newSignedInUser, signIn, signUpAndConfirm } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Every password and PIN check goes through verifyPassword: the test counts them, and can hold
// them, so that every request of a burst is in flight at once (as on a live server under attack).
const checks = vi.hoisted(() => ({ count: 0, held: null as Promise<void> | null }));
vi.mock('../../api/auth/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../api/auth/password.ts')>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string): Promise<boolean> => {
      checks.count++;
      await checks.held;
      return real.verifyPassword(hash, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Starts the burst with every check held; answers once each request is either being checked or
 * refused, with the function that lets the held checks finish.
 */
async function burst(requests: Array<() => Promise<Response>>): Promise<{
  release: () => Promise<number[]>;
}> {
  let open = (): void => {};
  checks.held = new Promise((resolve) => {
    open = resolve;
  });
  checks.count = 0;
  let refused = 0;
  const answers = requests.map((send) =>
    send().then((res) => {
      if (res.status === 429) refused++;
      return res.status;
    }),
  );
  await vi.waitFor(() => expect(checks.count + refused).toBe(requests.length), { timeout: 20_000 });
  return {
    release: async () => {
      open();
      checks.held = null;
      return Promise.all(answers);
    },
  };
}

const signInFrom = (ip: string, email: string, password: string) => () =>
  t.json('POST', '/api/auth/signin', { email, password, remember: false }, { 'x-forwarded-for': ip });

describe('guessing in parallel', () => {
  it('30 parallel wrong sign-ins from one address check at most 5 passwords; the right one then waits', async () => {
    const email = 'burst-one@example.org';
    await signUpAndConfirm(t, email);
    const ip = '203.0.113.60';
    const wrong = Array.from({ length: 30 }, (_, i) => signInFrom(ip, email, `wrong-guess-${i}`));
    const { release } = await burst(wrong);
    expect(checks.count).toBeLessThanOrEqual(5);
    // The right password, while the wrong ones are still being checked: refused, never checked.
    const right = await signInFrom(ip, email, defaultPassword)();
    expect(right.status).toBe(429);
    const statuses = await release();
    expect(checks.count).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(checks.count);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - checks.count);
  });

  it('30 parallel wrong sign-ins from 30 addresses check at most 20 passwords of the account', async () => {
    const email = 'burst-many@example.org';
    await signUpAndConfirm(t, email);
    const wrong = Array.from({ length: 30 }, (_, i) => signInFrom(`198.51.100.${i + 1}`, email, `nope-${i}`));
    const { release } = await burst(wrong);
    expect(checks.count).toBeLessThanOrEqual(20);
    const right = await signInFrom('198.51.100.200', email, defaultPassword)();
    expect(right.status).toBe(429);
    await release();
    expect(checks.count).toBeLessThanOrEqual(20);
  });

  it('a right password gives its place back: it does not count as a failure', async () => {
    const email = 'burst-right@example.org';
    await signUpAndConfirm(t, email);
    const ip = '203.0.113.61';
    for (let i = 0; i < 4; i++) expect((await signInFrom(ip, email, `miss-${i}`)()).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await signInFrom(ip, email, defaultPassword)()).status).toBe(200);
  });

  it('30 parallel wrong PINs check at most 5; the right PIN then waits', async () => {
    const email = 'burst-pin@example.org';
    const parent = await newSignedInUser(t, email);
    const childId = await addChild(t, parent, 'Nina');
    const set = await call(t, 'PUT', '/api/family/pin', parent, { pin: '4826', password: defaultPassword });
    expect(set.status).toBe(200);
    const parentId = (
      await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    ).id;
    const child = await childSession(t, () => signIn(t, email), childId);
    const back = (pin: string) => () =>
      t.json('POST', '/api/family/switch', { profileId: parentId, pin }, { cookie: child });
    const wrong = Array.from({ length: 30 }, (_, i) => back(String(1000 + i)));
    const { release } = await burst(wrong);
    expect(checks.count).toBeLessThanOrEqual(5);
    expect((await back('4826')()).status).toBe(429);
    const statuses = await release();
    expect(checks.count).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(checks.count);
  });

  it('30 parallel wrong passwords from a signed-in session check at most 10; the right one then waits', async () => {
    const email = 'burst-confirm@example.org';
    const cookie = await newSignedInUser(t, email);
    const change = (currentPassword: string) => () =>
      t.json('POST', '/api/auth/password', { currentPassword, newPassword: 'another-one-42' }, { cookie });
    const wrong = Array.from({ length: 30 }, (_, i) => change(`not-it-${i}`));
    const { release } = await burst(wrong);
    expect(checks.count).toBeLessThanOrEqual(10);
    expect((await change(defaultPassword)()).status).toBe(429);
    await release();
    expect(checks.count).toBeLessThanOrEqual(10);
    const pin = await call(t, 'PUT', '/api/family/pin', cookie, { pin: '1357', password: defaultPassword });
    expect(pin.status).toBe(429);
  });
});
