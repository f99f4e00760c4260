import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { listStoriesByStatus } from '../../db/queries/stories.ts';
import { seedStarterContent } from '../../db/seeds/index.ts';
import { siteDay } from '../../src/lib/site-day.ts';
import { call } from './helpers/admin.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every per-learner route reads and writes the session's active profile only: a child never sees
 * the parent's or a sibling's data, and deleting a child removes every row of it.
 */
let t: TestApp;
let parent: string;
let ann: string;
let ben: string;
let annId: string;
let benId: string;
const email = 'family-iso@example.org';

beforeAll(async () => {
  t = await createTestApp();
  await importBible(t.handle);
  await seedStarterContent(t.db, siteDay(new Date(), 'UTC'));
  parent = await newSignedInUser(t, email, 'Pat Parent');
  annId = await addChild(t, parent, 'Ann');
  benId = await addChild(t, parent, 'Ben', 'owl');
  ann = await childSession(t, () => signIn(t, email), annId);
  ben = await childSession(t, () => signIn(t, email), benId);
});
afterAll(() => t.close());

const read = (cookie: string, chapter: number) =>
  call(t, 'POST', '/api/reading-progress', cookie, { version: 'kjv', book: 'john', chapter });
const chaptersOf = async (cookie: string): Promise<number[]> => {
  const res = await call<{ chapters: Array<{ chapter: number }> }>(
    t,
    'GET',
    '/api/reading-progress?version=kjv&book=john',
    cookie,
  );
  expect(res.status).toBe(200);
  return res.body.chapters.map((c) => c.chapter).sort();
};

describe('profiles keep their learning apart', () => {
  it('reading progress, badges and points', async () => {
    expect((await read(ann, 1)).status).toBe(200);
    expect((await read(ben, 2)).status).toBe(200);
    expect((await read(parent, 3)).status).toBe(200);
    expect(await chaptersOf(ann)).toEqual([1]);
    expect(await chaptersOf(ben)).toEqual([2]);
    expect(await chaptersOf(parent)).toEqual([3]);
    const progress = async (cookie: string) =>
      (await call<{ stats: { chapters_read: number }; badges: unknown[] }>(t, 'GET', '/api/progress', cookie))
        .body;
    expect((await progress(ann)).stats.chapters_read).toBe(1);
    expect((await progress(ben)).stats.chapters_read).toBe(1);
    expect((await progress(ann)).badges.length).toBeGreaterThan(0);
  });

  it('game results', async () => {
    const game = { gameId: 'bible-hangman', level: 1, score: 40, won: true, durationSeconds: 60 };
    expect((await call(t, 'POST', '/api/games/results', ann, game)).status).toBe(201);
    const mine = async (cookie: string) =>
      (await call<{ results: unknown[] }>(t, 'GET', '/api/games/results', cookie)).body.results.length;
    expect(await mine(ann)).toBe(1);
    expect(await mine(ben)).toBe(0);
    expect(await mine(parent)).toBe(0);
  });

  it('challenges and memory verses', async () => {
    const verses = await t.db
      .selectFrom('memory_verses')
      .select(['id', 'reference', 'text'])
      .limit(1)
      .execute();
    const verse = verses[0]!;
    const said = { reference: verse.reference, answer: verse.text };
    const res = await call(t, 'POST', '/api/memory/practice', ben, said);
    expect(res.status).toBe(200);
    // The verse is on Ben's schedule (learning, not yet mastered), not on Ann's.
    const myVerses = async (cookie: string) =>
      (await call<{ verses: Array<{ key: string }> }>(t, 'GET', '/api/memory', cookie)).body.verses.map(
        (v) => v.key,
      );
    expect(await myVerses(ben)).toEqual([verse.id]);
    expect(await myVerses(ann)).toEqual([]);
    expect(await myVerses(parent)).toEqual([]);
    // A verse Ann adds is hers alone.
    expect((await call(t, 'POST', '/api/memory/verses', ann, { reference: 'Psalm 23:1' })).status).toBe(201);
    expect(await myVerses(ben)).toEqual([verse.id]);
    expect(await myVerses(ann)).toEqual(['psalm-23-1']);
    const challenge = await t.db
      .selectFrom('challenges')
      .select('id')
      .where('is_active', '=', 1)
      .where('id', 'not in', t.db.selectFrom('user_challenges').select('challenge_id'))
      .executeTakeFirst();
    if (challenge) {
      expect((await call(t, 'POST', `/api/challenges/${challenge.id}/start`, ann, {})).status).toBe(201);
      const rows = await t.db
        .selectFrom('user_challenges')
        .select('user_id')
        .where('challenge_id', '=', challenge.id)
        .execute();
      expect(rows.map((r) => r.user_id)).toEqual([annId]);
    }
  });

  it('stories and Ask & Pray: a child’s wait for the parent, and each sees only its own', async () => {
    const story = { title: 'My day', content: 'God helped me at school.', category: 'general' };
    const posted = await call<{ message: string }>(t, 'POST', '/api/stories', ann, story);
    expect(posted.status).toBe(201);
    expect(posted.body.message).toBe('Thank you! Your parent will look at it first.');
    const q = await call(t, 'POST', '/api/ask/questions', ben, {
      title: 'Why?',
      question: 'Why is the sky blue?',
    });
    expect(q.status).toBe(201);
    const stories = async (cookie: string) =>
      (await call<{ stories: unknown[] }>(t, 'GET', '/api/stories/mine', cookie)).body.stories.length;
    expect(await stories(ann)).toBe(1);
    expect(await stories(ben)).toBe(0);
    expect(await stories(parent)).toBe(0);
    const asks = async (cookie: string) =>
      (await call<{ questions: unknown[] }>(t, 'GET', '/api/ask/mine', cookie)).body.questions.length;
    expect(await asks(ben)).toBe(1);
    expect(await asks(ann)).toBe(0);
    // The parent sees both waiting, approves the story (on to the admins) and declines the question.
    const family = await call<{ reviews: Array<{ kind: string; id: number; childName: string }> }>(
      t,
      'GET',
      '/api/family',
      parent,
    );
    expect(family.body.reviews.map((r) => [r.kind, r.childName])).toEqual([
      ['story', 'Ann'],
      ['question', 'Ben'],
    ]);
    const [s, qq] = family.body.reviews;
    // A child cannot approve its own.
    expect(
      (await call(t, 'POST', '/api/family/reviews', ann, { kind: 'story', id: s!.id, approve: true })).status,
    ).toBe(403);
    expect(
      (await call(t, 'POST', '/api/family/reviews', parent, { kind: 'story', id: s!.id, approve: true }))
        .status,
    ).toBe(200);
    expect(
      (await call(t, 'POST', '/api/family/reviews', parent, { kind: 'question', id: qq!.id, approve: false }))
        .status,
    ).toBe(200);
    const row = await t.db
      .selectFrom('user_stories')
      .select('awaiting_parent')
      .where('id', '=', s!.id)
      .executeTakeFirst();
    expect(row?.awaiting_parent).toBe(0);
    // The admins' queue names the child beside the parent's account.
    expect((await listStoriesByStatus(t.db, 'pending')).find((q) => q.id === s!.id)).toMatchObject({
      authorFullName: 'Pat Parent',
      authorEmail: email,
      authorChildName: 'Ann',
    });
    expect(await asks(ben)).toBe(0);
  });

  it('devotionals opened count for the profile that opened them, in the parent’s view of the week', async () => {
    const path = '/devotionals/2026-01-05-god-so-loved-the-world/';
    const date = '2026-01-05';
    expect((await call(t, 'POST', '/api/streak/devotional', ann, { date, path })).status).toBe(200);
    expect((await call(t, 'POST', '/api/streak/devotional', ann, { date, path })).status).toBe(200);
    expect(
      (await call(t, 'POST', '/api/streak/devotional', ann, { date, path: 'https://evil.example/' })).status,
    ).toBe(400);
    expect((await call(t, 'POST', '/api/streak/devotional', null, { date, path })).status).toBe(401);
    const family = await call<{ children: Array<{ name: string; week: { devotionals: string[] } }> }>(
      t,
      'GET',
      '/api/family',
      parent,
    );
    const weeks = Object.fromEntries(family.body.children.map((c) => [c.name, c.week.devotionals]));
    expect(weeks).toEqual({ Ann: [path], Ben: [] });
  });

  it('a parent turns posting off for a child', async () => {
    expect(
      (await call(t, 'PATCH', `/api/family/children/${benId}`, parent, { communityPosting: false })).status,
    ).toBe(200);
    const res = await call<{ error: { code: string } }>(t, 'POST', '/api/stories', ben, {
      title: 'Hi',
      content: 'Hello',
      category: 'general',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('posting_off');
  });

  it('a child cannot reach account, family settings, admin or another family’s profile', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/family', undefined],
      ['POST', '/api/family/children', { displayName: 'Sneaky', avatar: 'owl', ageBand: '4-6' }],
      ['DELETE', `/api/family/children/${benId}`, undefined],
      ['GET', `/api/family/children/${benId}/export`, undefined],
      ['GET', '/api/family/export', undefined],
      ['POST', '/api/auth/password', { currentPassword: 'x', newPassword: 'y' }],
      ['POST', '/api/auth/delete-account', { password: 'x' }],
      ['GET', '/api/subscription/portal', undefined],
      ['GET', '/api/admin/stories', undefined],
    ] as const) {
      const res = await call<{ error: { code: string } }>(t, method, path, ann, body);
      expect([res.status, path]).toEqual([403, path]);
    }
    const session = await call<{ profile: { kind: string; name: string }; isAdmin: boolean }>(
      t,
      'GET',
      '/api/auth/session',
      ann,
    );
    expect(session.body.profile).toMatchObject({ kind: 'child', name: 'Ann' });
    // Another family cannot switch to Ann's profile or delete it.
    const other = await newSignedInUser(t, 'other-family@example.org');
    expect((await call(t, 'POST', '/api/family/switch', other, { profileId: annId })).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/family/children/${annId}`, other)).status).toBe(404);
    expect(await chaptersOf(other)).toEqual([]);
  });

  it('deleting a child removes every row of it and nobody else’s', async () => {
    const count = async (
      table: 'bible_reading_progress' | 'game_results' | 'user_badges' | 'user_stories',
      id: string,
    ) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('bible_reading_progress', annId)).toBe(1);
    expect(await count('game_results', annId)).toBe(1);
    const exported = await call<{ data: Record<string, unknown[]> }>(
      t,
      'GET',
      `/api/family/children/${annId}/export`,
      parent,
    );
    expect(exported.status).toBe(200);
    expect(exported.body.data.bible_reading_progress).toHaveLength(1);
    expect(exported.body.data.user_stories).toHaveLength(1);
    const res = await call(t, 'DELETE', `/api/family/children/${annId}`, parent);
    expect(res.status).toBe(200);
    for (const table of ['bible_reading_progress', 'game_results', 'user_badges', 'user_stories'] as const) {
      expect(await count(table, annId)).toBe(0);
    }
    expect(await count('bible_reading_progress', benId)).toBe(1);
    expect(
      await count(
        'bible_reading_progress',
        (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
      ),
    ).toBe(1);
    // Ann's session ended with her profile: it is not the parent's (tests/api/family-delete.test.ts).
    const session = await call<{ user: unknown }>(t, 'GET', '/api/auth/session', ann);
    expect(session.body.user).toBeNull();
  });
});
