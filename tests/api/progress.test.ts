import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { seedStarterContent } from '../../db/seeds/index.ts';
import { siteDay } from '../../src/lib/site-day.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { letDaysPass, userIdOf } from './helpers/memory.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'teacher@example.org' });
  await importBible(t.handle);
  await seedStarterContent(t.db, siteDay(new Date(), 'UTC'));
  admin = await newSignedInUser(t, 'teacher@example.org');
});
afterAll(() => t.close());

interface Progress {
  challenges: Array<{ challengeId: string; status: string; progress: number }>;
  badges: Array<{ id: string; name: string }>;
  achievements: Array<{ id: string }>;
  masteredVerses: Array<{ reference: string }>;
  stats: Record<string, number>;
  points: number;
}
const progressOf = async (cookie: string): Promise<Progress> =>
  (await (await t.request('/api/progress', { headers: { cookie } })).json()) as Progress;
const readChapter = (cookie: string, book: string, chapter: number) =>
  t.json('POST', '/api/reading-progress', { version: 'kjv', book, chapter }, { cookie });
const finishGame = (cookie: string, body: Record<string, unknown> = {}) =>
  t.json(
    'POST',
    '/api/games/results',
    { gameId: 'bible-hangman', level: 1, score: 15, won: true, durationSeconds: 60, ...body },
    { cookie },
  );

describe('starting a challenge', () => {
  it('sets status started with progress 0, with the spec’s message', async () => {
    const cookie = await newSignedInUser(t, 'starter@example.org');
    const res = await t.json('POST', '/api/challenges/read-mark/start', {}, { cookie });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      challenge: { challengeId: 'read-mark', status: 'started', progress: 0 },
      message: 'Challenge started! Complete the required tasks to unlock it!',
    });
    // Starting again keeps the same state.
    expect((await t.json('POST', '/api/challenges/read-mark/start', {}, { cookie })).status).toBe(201);
    expect((await progressOf(cookie)).challenges).toEqual([
      expect.objectContaining({ challengeId: 'read-mark', status: 'started', progress: 0 }),
    ]);
  });

  it('needs a sign-in and an open challenge', async () => {
    expect((await t.json('POST', '/api/challenges/read-mark/start', {})).status).toBe(401);
    const cookie = await newSignedInUser(t, 'nobody@example.org');
    expect((await t.json('POST', '/api/challenges/no-such-challenge/start', {}, { cookie })).status).toBe(
      404,
    );
  });
});

describe('completing a challenge awards its badge, its points and achievements', () => {
  it('gives First Steps (badge and achievement) for the first chapter read', async () => {
    const cookie = await newSignedInUser(t, 'reader@example.org');
    const res = (await (await readChapter(cookie, 'john', 3)).json()) as {
      completedChallenges: Array<{ id: string }>;
      badges: Array<{ id: string }>;
      achievements: Array<{ id: string }>;
    };
    expect(res.completedChallenges.map((c) => c.id)).toContain('read-first-chapter');
    expect(res.badges.map((b) => b.id)).toEqual(['first-steps']);
    expect(res.achievements.map((a) => a.id).sort()).toEqual(['first-challenge', 'first-chapter']);
    const progress = await progressOf(cookie);
    expect(progress.badges.map((b) => b.name)).toEqual(['First Steps']);
    expect(progress.points).toBe(10 + 10 + 20);
    expect(progress.stats).toMatchObject({ chapters_read: 1, challenges_completed: 1 });
  });

  it('never awards the same badge or achievement twice', async () => {
    const cookie = await newSignedInUser(t, 'twice@example.org');
    await readChapter(cookie, 'john', 1);
    const again = (await (await readChapter(cookie, 'john', 2)).json()) as {
      badges: unknown[];
      achievements: unknown[];
    };
    expect(again.badges).toEqual([]);
    expect(again.achievements).toEqual([]);
    expect((await progressOf(cookie)).badges).toHaveLength(1);
  });

  it('completes the game challenge after three finished games, and Game On after a win', async () => {
    const cookie = await newSignedInUser(t, 'gamer@example.org');
    const first = (await (await finishGame(cookie)).json()) as { achievements: Array<{ id: string }> };
    expect(first.achievements.map((a) => a.id)).toEqual(['first-win']);
    await finishGame(cookie, { won: false });
    const third = (await (await finishGame(cookie, { gameId: 'word-search', won: false })).json()) as {
      completedChallenges: Array<{ id: string }>;
      badges: Array<{ id: string }>;
    };
    expect(third.completedChallenges.map((c) => c.id)).toEqual(['play-three-games']);
    expect(third.badges.map((b) => b.id)).toEqual(['game-player']);
  });

  it('counts verses said in the Memory Verse game as recalls; mastery needs spaced practice', async () => {
    const cookie = await newSignedInUser(t, 'memorizer@example.org');
    const res = (await (
      await finishGame(cookie, {
        gameId: 'memory-verse',
        masteredReferences: ['Psalm 119:105', 'Not A Verse 1:1'],
      })
    ).json()) as {
      completedChallenges: Array<{ id: string }>;
    };
    expect(res.completedChallenges.map((c) => c.id)).toEqual([]);
    expect((await progressOf(cookie)).masteredVerses).toEqual([]);
    const memory = (await (await t.request('/api/memory', { headers: { cookie } })).json()) as {
      verses: Array<{ reference: string; status: string }>;
    };
    expect(memory.verses).toMatchObject([{ reference: 'Psalm 119:105', status: 'learning' }]);
  });

  it('completes the story challenge when the story is approved', async () => {
    const cookie = await newSignedInUser(t, 'author@example.org');
    await t.json('POST', '/api/stories', { title: 'My story', content: 'God is good.' }, { cookie });
    expect(
      (await progressOf(cookie)).challenges.find((c) => c.challengeId === 'share-first-story'),
    ).toBeUndefined();
    const stories = (await (await t.request('/api/stories/mine', { headers: { cookie } })).json()) as {
      stories: Array<{ id: number }>;
    };
    await t.json(
      'POST',
      `/api/admin/stories/${stories.stories[0]!.id}/review`,
      { decision: 'approve' },
      { cookie: admin },
    );
    const progress = await progressOf(cookie);
    expect(progress.challenges.find((c) => c.challengeId === 'share-first-story')).toMatchObject({
      status: 'completed',
      progress: 100,
    });
    expect(progress.badges.map((b) => b.id)).toContain('storyteller');
  });
});

describe('Memory Master practice', () => {
  it('masters a verse said right at growing intervals (case and punctuation aside), counting attempts', async () => {
    const cookie = await newSignedInUser(t, 'practice@example.org');
    const id = await userIdOf(t.db, 'practice@example.org');
    const say = async (answer: string) =>
      (await (
        await t.json('POST', '/api/memory/practice', { reference: 'John 3:16', answer }, { cookie })
      ).json()) as {
        correct: boolean;
        mastered: boolean;
        daysUntilDue: number;
        completedChallenges: Array<{ id: string }>;
      };
    expect(await say('For God loved')).toMatchObject({ correct: false, mastered: false });
    // In the World English Bible's words, the memory version's.
    const answer =
      'for god so loved the world that he gave his only born son that whoever ' +
      'believes in him should not perish but have eternal life';
    let right = await say(answer);
    expect(right).toMatchObject({ correct: true, mastered: false });
    expect(right.daysUntilDue).toBeGreaterThanOrEqual(1);
    let attempts = 2;
    while (!right.mastered) {
      await letDaysPass(t.db, id, right.daysUntilDue);
      right = await say(answer);
      attempts += 1;
      expect(attempts).toBeLessThan(12);
    }
    expect(right.completedChallenges.map((c) => c.id).sort()).toEqual([
      'master-first-verse',
      'master-john-3-16',
    ]);
    // A later wrong answer does not take the mastery away.
    expect((await say('oops')).mastered).toBe(true);
    const row = await t.db
      .selectFrom('user_verse_progress')
      .selectAll()
      .where('memory_verse_id', '=', 'john-3-16')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(attempts + 1);
    expect(row.is_mastered).toBe(1);
  });

  it('refuses an unknown verse, an empty answer and visitors', async () => {
    const cookie = await newSignedInUser(t, 'practice2@example.org');
    const practise = (body: object, cookie?: string) =>
      t.json('POST', '/api/memory/practice', body, cookie ? { cookie } : {});
    expect((await practise({ reference: 'Nope 1:1', answer: 'x' }, cookie)).status).toBe(400);
    expect((await practise({ reference: 'John 3:16', answer: '  ' }, cookie)).status).toBe(400);
    expect((await practise({ reference: 'John 3:16', answer: 'x' })).status).toBe(401);
  });

  it('has one route: the seeded verses are practised as any verse, by reference', async () => {
    const cookie = await newSignedInUser(t, 'practice3@example.org');
    const old = await t.json('POST', '/api/memory-verses/john-3-16/practice', { answer: 'x' }, { cookie });
    expect(old.status).toBe(404);
    const attempts = await t.db
      .selectFrom('user_verse_progress')
      .select('attempts')
      .where('user_id', '=', await userIdOf(t.db, 'practice3@example.org'))
      .execute();
    expect(attempts).toEqual([]);
  });
});

describe('the seeds', () => {
  it('give more than 50 memory verses with exact KJV text, badges for every challenge, and achievements', async () => {
    const verses = await t.db.selectFrom('memory_verses').selectAll().execute();
    expect(verses.length).toBeGreaterThan(50);
    expect(verses.find((v) => v.reference === 'John 3:16')?.text).toContain('only begotten Son');
    const challenges = await t.db.selectFrom('challenges').select(['id', 'badge_reward', 'type']).execute();
    expect(challenges.every((c) => c.badge_reward !== null)).toBe(true);
    expect(new Set(challenges.map((c) => c.type))).toEqual(
      new Set(['bible_reading', 'gaming', 'memory', 'social', 'streak']),
    );
    expect((await t.db.selectFrom('achievements').selectAll().execute()).length).toBeGreaterThanOrEqual(10);
  });
});

describe('account deletion', () => {
  it('removes the user’s badges, achievements and verses', async () => {
    const cookie = await newSignedInUser(t, 'leaver@example.org');
    await readChapter(cookie, 'genesis', 1);
    const { id } = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'leaver@example.org')
      .executeTakeFirstOrThrow();
    await t.json('POST', '/api/auth/delete-account', { password: 'grace-and-truth-7' }, { cookie });
    for (const table of [
      'user_badges',
      'user_achievements',
      'user_verse_progress',
      'user_challenges',
      'bible_reading_progress',
    ] as const) {
      expect(
        await t.db.selectFrom(table).select('user_id').where('user_id', '=', id).execute(),
        table,
      ).toEqual([]);
    }
  });
});
