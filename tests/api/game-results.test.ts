import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await newSignedInUser(t, 'player@example.org');
});
afterAll(() => t.close());

const result = { gameId: 'bible-hangman', level: 2, score: 30, won: true, durationSeconds: 95 };

describe('POST /api/games/results', () => {
  it('records a signed-in player’s finished game', async () => {
    const res = await t.json('POST', '/api/games/results', result, { cookie });
    expect(res.status).toBe(201);
    const mine = (await (await t.request('/api/games/results', { headers: { cookie } })).json()) as {
      results: Array<Record<string, unknown>>;
      summary: { played: number; won: number; distinctGamesWon: number };
    };
    expect(mine.results[0]).toMatchObject({ ...result, masteredReferences: [] });
    expect(mine.summary).toEqual({ played: 1, won: 1, distinctGamesWon: 1 });
  });

  it('keeps the verses mastered in a Memory Verse game', async () => {
    await t.json(
      'POST',
      '/api/games/results',
      {
        gameId: 'memory-verse',
        level: 1,
        score: 5,
        won: true,
        durationSeconds: 300,
        masteredReferences: ['John 3:16', 'Psalm 23:1'],
      },
      { cookie },
    );
    const mine = (await (await t.request('/api/games/results', { headers: { cookie } })).json()) as {
      results: Array<{ masteredReferences: string[] }>;
    };
    expect(mine.results[0]!.masteredReferences).toEqual(['John 3:16', 'Psalm 23:1']);
  });

  it('answers 401 to visitors and stores nothing', async () => {
    const stored = async (): Promise<number> =>
      Number(
        (
          await t.db
            .selectFrom('game_results')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await stored();
    expect((await t.json('POST', '/api/games/results', result)).status).toBe(401);
    expect(await stored()).toBe(before);
    // The same body from a signed-in player is stored: the count above would have seen a write.
    const player = await newSignedInUser(t, 'counted@example.org');
    expect((await t.json('POST', '/api/games/results', result, { cookie: player })).status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses unknown games and impossible values', async () => {
    for (const bad of [
      { ...result, gameId: 'tic-tac-toe' },
      { ...result, level: 0 },
      { ...result, score: -5 },
      { ...result, score: 1.5 },
      { ...result, won: 'yes' },
      { ...result, durationSeconds: 999_999 },
      { ...result, masteredReferences: Array.from({ length: 21 }, () => 'John 1:1') },
    ]) {
      expect((await t.json('POST', '/api/games/results', bad, { cookie })).status, JSON.stringify(bad)).toBe(
        400,
      );
    }
    const mine = (await (await t.request('/api/games/results', { headers: { cookie } })).json()) as {
      summary: { played: number };
    };
    expect(mine.summary.played).toBe(2);
  });

  it('limits one player to 120 results an hour', async () => {
    const other = await newSignedInUser(t, 'speedy@example.org');
    let status = 0;
    for (let i = 0; i < 121; i++)
      status = (await t.json('POST', '/api/games/results', result, { cookie: other })).status;
    expect(status).toBe(429);
  });
});
