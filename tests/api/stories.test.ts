import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let child: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'moderator@example.org' });
  child = await newSignedInUser(t, 'child@example.org', 'Hannah Lee');
  admin = await newSignedInUser(t, 'moderator@example.org');
});
afterAll(() => t.close());

const post = (body: unknown, cookie = child) => t.json('POST', '/api/stories', body, { cookie });
const mine = async (cookie = child) =>
  (
    (await (await t.request('/api/stories/mine', { headers: { cookie } })).json()) as {
      stories: Array<{ id: number; title: string; status: string; content: string }>;
    }
  ).stories;

describe('posting a story', () => {
  it('stores it as pending review and lists it in My Stories', async () => {
    const res = await post({
      title: 'God helped me',
      content: 'I was scared at school, and I prayed.',
      isAnonymous: false,
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Story submitted! It will be reviewed before appearing publicly.',
    );
    expect((await mine())[0]).toMatchObject({ title: 'God helped me', status: 'pending' });
    expect(t.rebuilder.requests).toEqual([]);
  });

  it('says "Must be logged in" to visitors', async () => {
    const res = await t.json('POST', '/api/stories', { title: 'x', content: 'y' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Must be logged in');
  });

  it('needs both title and content, and refuses oversized ones', async () => {
    for (const body of [{ title: '  ', content: 'text' }, { title: 'Title', content: '' }, {}]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'Please fill in both title and content',
      );
    }
    expect((await post({ title: 'x'.repeat(121), content: 'ok' })).status).toBe(400);
    expect((await post({ title: 'ok', content: 'x'.repeat(5001) })).status).toBe(400);
  });

  it('keeps HTML as plain text', async () => {
    await post({ title: '<b>Bold</b>', content: '<script>alert(1)</script>' });
    expect((await mine())[0]).toMatchObject({ title: '<b>Bold</b>', content: '<script>alert(1)</script>' });
  });

  it('limits a child to 5 stories a day', async () => {
    const other = await newSignedInUser(t, 'writer@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post({ title: `Story ${i}`, content: 'text' }, other)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('moderation', () => {
  it('lets an admin approve a story, which asks for a rebuild', async () => {
    const [story] = await mine();
    const pending = (await (
      await t.request('/api/admin/stories?status=pending', { headers: { cookie: admin } })
    ).json()) as { stories: Array<{ id: number; authorEmail: string }> };
    expect(pending.stories.find((s) => s.id === story!.id)).toMatchObject({
      authorEmail: 'child@example.org',
      authorChildName: null,
    });
    const res = await t.json(
      'POST',
      `/api/admin/stories/${story!.id}/review`,
      { decision: 'approve' },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect((await mine())[0]!.status).toBe('approved');
    expect(t.rebuilder.requests.at(-1)).toMatch(/approved story/);
  });

  it('never lets a user approve their own story through the API', async () => {
    const own = (await mine()).find((s) => s.status === 'pending')!;
    const res = await t.json(
      'POST',
      `/api/admin/stories/${own.id}/review`,
      { decision: 'approve' },
      { cookie: child },
    );
    expect(res.status).toBe(403);
    expect((await mine()).find((s) => s.id === own.id)!.status).toBe('pending');
  });

  it('asks another admin to review an admin’s own story', async () => {
    await post({ title: 'Admin story', content: 'Mine' }, admin);
    const own = (await mine(admin))[0]!;
    const res = await t.json(
      'POST',
      `/api/admin/stories/${own.id}/review`,
      { decision: 'approve' },
      { cookie: admin },
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Another admin must review your own story.',
    );
  });

  it('rejects a story and refuses unknown decisions', async () => {
    const story = (await mine()).find((s) => s.status === 'pending')!;
    expect(
      (
        await t.json(
          'POST',
          `/api/admin/stories/${story.id}/review`,
          { decision: 'maybe' },
          { cookie: admin },
        )
      ).status,
    ).toBe(400);
    await t.json('POST', `/api/admin/stories/${story.id}/review`, { decision: 'reject' }, { cookie: admin });
    expect((await mine()).find((s) => s.id === story.id)!.status).toBe('rejected');
    expect(
      (await t.json('POST', '/api/admin/stories/99999/review', { decision: 'reject' }, { cookie: admin }))
        .status,
    ).toBe(404);
  });
});
