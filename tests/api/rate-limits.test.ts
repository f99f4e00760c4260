import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A 429 in the error shape with a whole number of seconds in Retry-After. */
async function expectRateLimited(res: Response): Promise<number> {
  expect(res.status).toBe(429);
  expect(await res.json()).toMatchObject({ error: { code: 'rate_limited' } });
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  return Number(retryAfter);
}

describe('rate limits', () => {
  it('counts an IPv6 client by its /64: rotating the rest of the address does not reset the count', async () => {
    const signInFrom = (i: number) =>
      t.json(
        'POST',
        '/api/auth/signin',
        { email: `nobody-${i}@example.org`, password: 'wrong-password', remember: false },
        {
          'x-forwarded-for': `2001:db8:aa:bb:${i.toString(16)}::${(i * 7).toString(16)}`,
        },
      );
    for (let i = 1; i <= 30; i++) expect((await signInFrom(i)).status).toBe(400);
    const seconds = await expectRateLimited(await signInFrom(31));
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    // Another /64 is another client.
    const other = await t.json(
      'POST',
      '/api/auth/signin',
      { email: 'nobody@example.org', password: 'wrong-password' },
      {
        'x-forwarded-for': '2001:db8:aa:bc::1',
      },
    );
    expect(other.status).toBe(400);
  });

  it('sends Retry-After with the mail limit', async () => {
    const send = () => t.json('POST', '/api/auth/password-reset', { email: 'flood@example.org' });
    let last: Response | null = null;
    for (let i = 0; i < 4; i++) last = await send();
    await expectRateLimited(last!);
  });

  it('sends Retry-After with the daily story limit: the time until the earliest story is a day old', async () => {
    const cookie = await newSignedInUser(t, 'storyteller@example.org');
    const story = { title: 'A good day', content: 'We helped our neighbour carry her shopping.' };
    for (let i = 0; i < 5; i++)
      expect((await t.json('POST', '/api/stories', story, { cookie })).status).toBe(201);
    const seconds = await expectRateLimited(await t.json('POST', '/api/stories', story, { cookie }));
    expect(seconds).toBeGreaterThan(23 * 3600);
    expect(seconds).toBeLessThanOrEqual(24 * 3600);
  });

  it('sends Retry-After with the Ask & Pray limit', async () => {
    const cookie = await newSignedInUser(t, 'asker@example.org');
    const question = { title: 'Why', question: 'Why did Jesus tell stories?' };
    let last: Response | null = null;
    for (let i = 0; i < 21; i++) last = await t.json('POST', '/api/ask/questions', question, { cookie });
    await expectRateLimited(last!);
  });
});
