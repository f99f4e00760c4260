import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Writes queued offline and sent again when the connection returns count once (issue 20). */
let t: TestApp;
// Memory verses are said in the World English Bible (src/lib/memory/memory-version.ts).
const johnAnswer =
  'For God so loved the world, that he gave his only born Son, that whoever ' +
  'believes in him should not perish, but have eternal life.';
beforeAll(async () => {
  t = await createTestApp();
  await importBible(t.handle);
  await t.db
    .insertInto('memory_verses')
    .values({ id: 'john-3-16', reference: 'John 3:16', text: johnAnswer, sort_order: 1 })
    .execute();
});
afterAll(() => t.close());

async function gamesPlayed(cookie: string): Promise<number> {
  const res = await t.request('/api/games/results', { headers: { cookie } });
  return ((await res.json()) as { summary: { played: number } }).summary.played;
}

async function attempts(userEmail: string): Promise<number> {
  const row = await t.db
    .selectFrom('user_verse_progress')
    .innerJoin('users', 'users.id', 'user_verse_progress.user_id')
    .select('attempts')
    .where('users.email', '=', userEmail)
    .where('memory_verse_id', '=', 'john-3-16')
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

describe('game results with an operation id', () => {
  const result = { gameId: 'bible-hangman', level: 1, score: 12, won: true, durationSeconds: 40 };

  it('counts a result sent twice with the same id once and answers the replay alike', async () => {
    const cookie = await newSignedInUser(t, 'replay-game@example.org');
    const body = { ...result, opId: 'op-game-0001' };
    const first = await t.json('POST', '/api/games/results', body, { cookie });
    expect(first.status).toBe(201);
    const firstAnswer = (await first.json()) as { id: number };
    const again = await t.json('POST', '/api/games/results', body, { cookie });
    expect(again.status).toBe(200);
    const againAnswer = (await again.json()) as { id: number; replayed?: boolean };
    expect(againAnswer).toMatchObject({ id: firstAnswer.id, replayed: true });
    expect(await gamesPlayed(cookie)).toBe(1);
    // Another id is another game; results without an id are always new.
    expect(
      (await t.json('POST', '/api/games/results', { ...result, opId: 'op-game-0002' }, { cookie })).status,
    ).toBe(201);
    expect((await t.json('POST', '/api/games/results', result, { cookie })).status).toBe(201);
    expect((await t.json('POST', '/api/games/results', result, { cookie })).status).toBe(201);
    expect(await gamesPlayed(cookie)).toBe(4);
  });

  it('keeps operation ids per learner: another child may use the same id', async () => {
    const a = await newSignedInUser(t, 'replay-a@example.org');
    const b = await newSignedInUser(t, 'replay-b@example.org');
    const body = { ...result, opId: 'op-shared-0001' };
    expect((await t.json('POST', '/api/games/results', body, { cookie: a })).status).toBe(201);
    expect((await t.json('POST', '/api/games/results', body, { cookie: b })).status).toBe(201);
    expect(await gamesPlayed(a)).toBe(1);
    expect(await gamesPlayed(b)).toBe(1);
  });

  it('refuses a malformed operation id and stores nothing', async () => {
    const cookie = await newSignedInUser(t, 'replay-bad@example.org');
    for (const opId of ['short', 'has spaces in it', 'x'.repeat(65), 42]) {
      const res = await t.json('POST', '/api/games/results', { ...result, opId }, { cookie });
      expect(res.status).toBe(400);
    }
    expect(await gamesPlayed(cookie)).toBe(0);
  });
});

describe('verse practice with an operation id', () => {
  it('counts a practice sent twice with the same id as one attempt', async () => {
    const email = 'replay-verse@example.org';
    const cookie = await newSignedInUser(t, email);
    const wrong = { reference: 'John 3:16', answer: 'For God loved', opId: 'op-verse-0001' };
    const first = (await (await t.json('POST', '/api/memory/practice', wrong, { cookie })).json()) as {
      correct: boolean;
    };
    expect(first.correct).toBe(false);
    const replay = await t.json('POST', '/api/memory/practice', wrong, { cookie });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ correct: false, mastered: false, replayed: true });
    expect(await attempts(email)).toBe(1);

    const right = { reference: 'John 3:16', answer: johnAnswer, opId: 'op-verse-0002' };
    const said = (await (await t.json('POST', '/api/memory/practice', right, { cookie })).json()) as {
      correct: boolean;
      due: string;
      completedChallenges: Array<{ id: string }>;
    };
    expect(said.correct).toBe(true);
    const second = (await (await t.json('POST', '/api/memory/practice', right, { cookie })).json()) as {
      correct: boolean;
      due: string;
      replayed: boolean;
      completedChallenges: Array<{ id: string }>;
    };
    // The replay answers as the first time did (the same next practice day) and awards nothing new.
    expect(second).toMatchObject({ correct: true, replayed: true, due: said.due });
    expect(second.completedChallenges).toEqual(said.completedChallenges);
    expect(await attempts(email)).toBe(2);
  });
});

describe('Mark as Read sent twice', () => {
  it('counts the chapter once', async () => {
    const cookie = await newSignedInUser(t, 'replay-read@example.org');
    const ref = { version: 'kjv', book: 'ruth', chapter: 2 };
    expect((await t.json('POST', '/api/reading-progress', ref, { cookie })).status).toBe(200);
    expect((await t.json('POST', '/api/reading-progress', ref, { cookie })).status).toBe(200);
    const res = await t.request('/api/reading-progress?version=kjv&book=ruth', { headers: { cookie } });
    const { chapters } = (await res.json()) as { chapters: Array<{ chapter: number }> };
    expect(chapters.map((c) => c.chapter)).toEqual([2]);
  });
});
