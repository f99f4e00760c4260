import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/admin.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A child's post goes to the parent first, then to the admins: the admins' queue shows only what the
 * parent approved, and an admin's decision on a post still waiting for the parent is refused with
 * nothing changed (else it went public on the parent's approval with no admin looking after it).
 */
let t: TestApp;
let parent: string;
let child: string;
let admin: string;
const email = 'community-order@example.org';

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'order-admin@example.org' });
  parent = await newSignedInUser(t, email, 'Rae Parent');
  admin = await newSignedInUser(t, 'order-admin@example.org');
  const childId = await addChild(t, parent, 'Sam');
  child = await childSession(t, () => signIn(t, email), childId);
});
afterAll(() => t.close());

interface ErrorBody {
  error: { code: string; message: string };
}

async function postStory(title: string): Promise<number> {
  const res = await call(t, 'POST', '/api/stories', child, { title, content: 'God kept me safe.' });
  expect(res.status).toBe(201);
  const mine = await call<{ stories: Array<{ id: number; title: string }> }>(
    t,
    'GET',
    '/api/stories/mine',
    child,
  );
  return mine.body.stories.find((s) => s.title === title)!.id;
}

const storyRow = (id: number) =>
  t.db
    .selectFrom('user_stories')
    .select(['status', 'is_approved', 'reviewed_by', 'awaiting_parent'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const adminQueue = async (): Promise<number[]> =>
  (
    await call<{ stories: Array<{ id: number }> }>(t, 'GET', '/api/admin/stories?status=pending', admin)
  ).body.stories.map((s) => s.id);

const parentApproves = async (kind: string, id: number): Promise<void> => {
  const res = await call(t, 'POST', '/api/family/reviews', parent, { kind, id, approve: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('community approvals in order: parent, then admin', () => {
  it('refuses an admin decision on a story still waiting for the parent, and changes nothing', async () => {
    const id = await postStory('Waiting story');
    expect(await adminQueue()).not.toContain(id);
    const before = await storyRow(id);
    for (const decision of ['approve', 'reject']) {
      const res = await call<ErrorBody>(t, 'POST', `/api/admin/stories/${id}/review`, admin, { decision });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('awaiting_parent');
      expect(res.body.error.message).toMatch(/still waits for the child’s parent.*Nothing was changed/);
    }
    expect(await storyRow(id)).toEqual(before);
    expect(t.rebuilder.requests).toEqual([]);

    // The parent's approval brings it to the admins, still pending: it is not public yet.
    await parentApproves('story', id);
    expect(await storyRow(id)).toMatchObject({ status: 'pending', is_approved: 0, awaiting_parent: 0 });
    expect(await adminQueue()).toContain(id);
    const res = await call(t, 'POST', `/api/admin/stories/${id}/review`, admin, { decision: 'approve' });
    expect(res.status).toBe(200);
    expect(await storyRow(id)).toMatchObject({ status: 'approved', is_approved: 1 });
  });

  it('a story an admin decided on while it waited (before this rule) goes back to the admins', async () => {
    const id = await postStory('Decided too early');
    await t.db
      .updateTable('user_stories')
      .set({ status: 'approved', is_approved: 1, reviewed_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await parentApproves('story', id);
    expect(await storyRow(id)).toMatchObject({ status: 'pending', is_approved: 0, reviewed_by: null });
    expect(await adminQueue()).toContain(id);
  });

  it('refuses a decision on a community message, and an answer to a question, still with the parent', async () => {
    expect((await call(t, 'POST', '/api/ask/messages', child, { message: 'Jesus loves me!' })).status).toBe(
      201,
    );
    expect(
      (await call(t, 'POST', '/api/ask/questions', child, { title: 'Why?', question: 'Why do we pray?' }))
        .status,
    ).toBe(201);
    const mine = await call<{ messages: Array<{ id: number }>; questions: Array<{ id: number }> }>(
      t,
      'GET',
      '/api/ask/mine',
      child,
    );
    const messageId = mine.body.messages[0]!.id;
    const questionId = mine.body.questions[0]!.id;
    const queue = await call<{ messages: Array<{ id: number }> }>(t, 'GET', '/api/admin/ask/messages', admin);
    expect(queue.status).toBe(200);
    expect(queue.body.messages.map((m) => m.id)).not.toContain(messageId);

    const review = await call<ErrorBody>(t, 'POST', `/api/admin/ask/messages/${messageId}/review`, admin, {
      decision: 'approve',
    });
    expect(review.status).toBe(409);
    expect(review.body.error.code).toBe('awaiting_parent');
    const answer = await call<ErrorBody>(t, 'POST', `/api/admin/ask/questions/${questionId}/answer`, admin, {
      answer: 'To talk with God.',
    });
    expect(answer.status).toBe(409);
    const message = await t.db
      .selectFrom('community_messages')
      .select(['status', 'reviewed_by'])
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ status: 'pending', reviewed_by: null });
    const question = await t.db
      .selectFrom('questions')
      .select('answer')
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    expect(question.answer).toBeNull();

    await parentApproves('message', messageId);
    await parentApproves('question', questionId);
    expect(
      (await call(t, 'POST', `/api/admin/ask/messages/${messageId}/review`, admin, { decision: 'approve' }))
        .status,
    ).toBe(200);
    expect(
      (await call(t, 'POST', `/api/admin/ask/questions/${questionId}/answer`, admin, { answer: 'To talk.' }))
        .status,
    ).toBe(200);
  });
});
