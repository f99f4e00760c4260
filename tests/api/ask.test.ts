import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../db/queries/roles.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let user: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'pastor@example.org' });
  user = await newSignedInUser(t, 'asker@example.org');
  admin = await newSignedInUser(t, 'pastor@example.org');
});
afterAll(() => t.close());

const message = async (res: Response): Promise<string> =>
  ((await res.json()) as { error: { message: string } }).error.message;

describe('Ask & Pray submissions', () => {
  it('stores a question, a prayer request and a community message', async () => {
    expect(
      (
        await t.json(
          'POST',
          '/api/ask/questions',
          { title: 'Heaven', question: 'What is heaven like?' },
          { cookie: user },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await t.json(
          'POST',
          '/api/ask/prayers',
          { title: 'Grandma', request: 'Please pray for my grandma.', isAnonymous: true },
          { cookie: user },
        )
      ).status,
    ).toBe(201);
    expect(
      (await t.json('POST', '/api/ask/messages', { message: 'God is good!' }, { cookie: user })).status,
    ).toBe(201);
    const mine = (await (await t.request('/api/ask/mine', { headers: { cookie: user } })).json()) as {
      questions: Array<{ title: string }>;
      prayers: Array<{ isAnonymous: boolean }>;
      messages: Array<{ status: string }>;
      prayerAllowance: unknown;
    };
    expect(mine.questions[0]!.title).toBe('Heaven');
    expect(mine.prayers[0]!.isAnonymous).toBe(true);
    expect(mine.messages[0]!.status).toBe('pending');
    expect(mine.prayerAllowance).toBeNull();
  });

  it('says whether what was sent waits for a parent, so the page can say it in its own language', async () => {
    const parent = await newSignedInUser(t, 'parent-of-asker@example.org');
    const childId = await addChild(t, parent, 'Lucía');
    const child = await childSession(t, () => signIn(t, 'parent-of-asker@example.org'), childId);
    const sent = async (cookie: string, path: string, body: object): Promise<unknown> => {
      const res = await t.json('POST', path, body, { cookie });
      expect(res.status).toBe(201);
      return ((await res.json()) as { awaitingParent: unknown }).awaitingParent;
    };
    expect(await sent(child, '/api/ask/questions', { title: 'Cielo', question: '¿Cómo es el cielo?' })).toBe(
      true,
    );
    expect(await sent(child, '/api/ask/messages', { message: '¡Dios es bueno!' })).toBe(true);
    expect(await sent(user, '/api/ask/questions', { title: 'Sky', question: 'Is heaven up there?' })).toBe(
      false,
    );
    expect(
      await sent(user, '/api/ask/prayers', {
        title: 'Dad',
        request: 'Please pray for my dad.',
        isAnonymous: false,
      }),
    ).toBe(false);
  });

  it('gives the spec’s messages for blank fields', async () => {
    expect(
      await message(
        await t.json('POST', '/api/ask/questions', { title: '', question: 'x' }, { cookie: user }),
      ),
    ).toBe('Please fill in both title and question fields.');
    expect(
      await message(
        await t.json('POST', '/api/ask/prayers', { title: 'x', request: '  ' }, { cookie: user }),
      ),
    ).toBe('Please fill in both title and request fields.');
    expect(await message(await t.json('POST', '/api/ask/messages', { message: '' }, { cookie: user }))).toBe(
      'Please enter a message to share with the community.',
    );
  });

  it('needs a signed-in user', async () => {
    expect((await t.json('POST', '/api/ask/questions', { title: 'a', question: 'b' })).status).toBe(401);
  });
});

describe('the prayer request limit (PRAYER_REQUEST_ACCESS=plan)', () => {
  it('gives free 0, basic 3 in 30 days and premium no limit', async () => {
    const limited = await createTestApp({ PRAYER_REQUEST_ACCESS: 'plan', ADMIN_EMAILS: 'boss@example.org' });
    try {
      const free = await newSignedInUser(limited, 'free@example.org');
      const refused = await limited.json(
        'POST',
        '/api/ask/prayers',
        { title: 'a', request: 'b' },
        { cookie: free },
      );
      expect(refused.status).toBe(403);
      expect(await message(refused)).toMatch(/part of our paid plans/);

      const boss = await newSignedInUser(limited, 'boss@example.org');
      const basic = await newSignedInUser(limited, 'basic@example.org');
      await limited.json(
        'PUT',
        '/api/admin/subscriptions',
        { email: 'basic@example.org', tier: 'basic' },
        { cookie: boss },
      );
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await limited.json(
              'POST',
              '/api/ask/prayers',
              { title: `p${i}`, request: 'r' },
              { cookie: basic },
            )
          ).status,
        );
      expect(statuses).toEqual([201, 201, 201, 403]);
      const allowance = (
        (await (await limited.request('/api/ask/mine', { headers: { cookie: basic } })).json()) as {
          prayerAllowance: unknown;
        }
      ).prayerAllowance;
      expect(allowance).toEqual({ limit: 3, used: 3 });

      await limited.json(
        'PUT',
        '/api/admin/subscriptions',
        { email: 'basic@example.org', tier: 'premium' },
        { cookie: boss },
      );
      expect(
        (await limited.json('POST', '/api/ask/prayers', { title: 'more', request: 'r' }, { cookie: basic }))
          .status,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the admin inbox', () => {
  it('lists questions with their askers and saves an answer the asker then sees', async () => {
    const inbox = (await (
      await t.request('/api/admin/ask/questions', { headers: { cookie: admin } })
    ).json()) as { items: Array<{ id: number; authorEmail: string; answer: string | null }> };
    const item = inbox.items.find((i) => i.authorEmail === 'asker@example.org')!;
    expect(item.answer).toBeNull();
    expect(
      (
        await t.json(
          'POST',
          `/api/admin/ask/questions/${item.id}/answer`,
          { answer: 'Heaven is where God is.' },
          { cookie: admin },
        )
      ).status,
    ).toBe(200);
    const mine = (await (await t.request('/api/ask/mine', { headers: { cookie: user } })).json()) as {
      questions: Array<{ answer: string }>;
    };
    expect(mine.questions[0]!.answer).toBe('Heaven is where God is.');
  });

  it('approves a community message and asks for a rebuild', async () => {
    const pending = (await (
      await t.request('/api/admin/ask/messages', { headers: { cookie: admin } })
    ).json()) as { messages: Array<{ id: number }> };
    const res = await t.json(
      'POST',
      `/api/admin/ask/messages/${pending.messages[0]!.id}/review`,
      { decision: 'approve' },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect(t.rebuilder.requests.at(-1)).toMatch(/approved message/);
  });

  it('is closed to non-admins', async () => {
    expect((await t.request('/api/admin/ask/questions', { headers: { cookie: user } })).status).toBe(403);
    expect(
      (await t.json('POST', '/api/admin/ask/messages/1/review', { decision: 'approve' }, { cookie: user }))
        .status,
    ).toBe(403);
  });

  it('lets an admin granted through the role answer too', async () => {
    const helper = await newSignedInUser(t, 'helper@example.org');
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'helper@example.org')
      .executeTakeFirstOrThrow();
    await grantRole(t.db, row.id as AccountId, 'admin');
    expect((await t.request('/api/admin/ask/prayers', { headers: { cookie: helper } })).status).toBe(200);
  });
});
