import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { seedStarterContent } from '../../db/seeds/index.ts';
import { siteDay } from '../../src/lib/site-day.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { letDaysPass, userIdOf } from './helpers/memory.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importBible(t.handle);
  await seedStarterContent(t.db, siteDay(new Date(), 'UTC'));
});
afterAll(() => t.close());

interface Overview {
  summary: { mastered: number; learning: number; dueToday: number; goal: number };
  verses: Array<{ key: string; reference: string; text: string; status: string; daysUntilDue: number }>;
}
interface Practice {
  correct: boolean;
  mastered: boolean;
  newlyMastered: boolean;
  status: string;
  daysUntilDue: number;
  completedChallenges: Array<{ id: string }>;
}

// Memory verses are said in the World English Bible (src/lib/memory/memory-version.ts).
const psalm = 'Yahweh is my shepherd; I shall lack nothing.';
const overview = async (cookie: string): Promise<Overview> =>
  (await (await t.request('/api/memory', { headers: { cookie } })).json()) as Overview;
const practise = async (cookie: string, reference: string, answer: string): Promise<Practice> => {
  const res = await t.json('POST', '/api/memory/practice', { reference, answer }, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Practice;
};

describe('memory verses on a schedule', () => {
  it('adds a verse, then brings it back at growing intervals until it is mastered', async () => {
    const cookie = await newSignedInUser(t, 'timothy@example.org');
    const id = await userIdOf(t.db, 'timothy@example.org');
    const add = await t.json('POST', '/api/memory/verses', { reference: 'Ps 23:1' }, { cookie });
    expect(add.status).toBe(201);
    expect(await add.json()).toMatchObject({
      added: true,
      verse: { key: 'psalm-23-1', reference: 'Psalm 23:1' },
      message: 'Psalm 23:1 is in your verses. Practise it on Memory Master!',
    });
    const again = await t.json('POST', '/api/memory/verses', { reference: 'psalms 23:1' }, { cookie });
    expect(await again.json()).toMatchObject({
      added: false,
      message: 'Psalm 23:1 is already in your verses.',
    });

    let view = await overview(cookie);
    expect(view.summary).toEqual({ mastered: 0, learning: 1, dueToday: 1, goal: 50 });
    expect(view.verses[0]).toMatchObject({ reference: 'Psalm 23:1', text: psalm, status: 'due' });
    expect(await (await t.request('/api/memory/today', { headers: { cookie } })).json()).toEqual({
      dueToday: 1,
      references: ['Psalm 23:1'],
    });

    // Day 1: right; it comes back tomorrow and is not mastered by one right answer.
    const first = await practise(cookie, 'Psalm 23:1', 'yahweh is my shepherd i shall lack nothing');
    expect(first).toMatchObject({ correct: true, mastered: false, status: 'learning', daysUntilDue: 1 });
    view = await overview(cookie);
    expect(view.summary).toMatchObject({ mastered: 0, learning: 1, dueToday: 0 });

    // Each time it is due, it is said right; the intervals grow until one reaches 21 days.
    const gaps: number[] = [first.daysUntilDue];
    let last = first;
    while (!last.mastered) {
      await letDaysPass(t.db, id, last.daysUntilDue);
      expect((await overview(cookie)).summary.dueToday).toBe(1);
      last = await practise(cookie, 'Psalm 23:1', psalm);
      gaps.push(last.daysUntilDue);
      expect(gaps.length).toBeLessThan(10);
    }
    for (let i = 1; i < gaps.length; i += 1) expect(gaps[i]!).toBeGreaterThan(gaps[i - 1]!);
    expect(gaps.at(-2)!).toBeGreaterThanOrEqual(21);
    expect(last).toMatchObject({ newlyMastered: true, status: 'mastered' });
    expect(last.completedChallenges.map((c) => c.id)).toEqual(['master-first-verse']);
    view = await overview(cookie);
    expect(view.summary).toMatchObject({ mastered: 1, learning: 0 });
    const progress = (await (await t.request('/api/progress', { headers: { cookie } })).json()) as {
      masteredVerses: Array<{ reference: string }>;
      stats: { verses_mastered: number };
    };
    expect(progress.masteredVerses.map((v) => v.reference)).toEqual(['Psalm 23:1']);
    expect(progress.stats.verses_mastered).toBe(1);
  });

  it('a wrong answer brings the verse back the next day', async () => {
    const cookie = await newSignedInUser(t, 'lois@example.org');
    const wrong = await practise(cookie, 'John 11:35', 'Jesus cried');
    expect(wrong).toMatchObject({ correct: false, mastered: false, daysUntilDue: 1 });
    expect((await practise(cookie, 'John 11:35', 'jesus wept')).correct).toBe(true);
  });

  it('practises passages and whole chapters, compared the spec’s way', async () => {
    const cookie = await newSignedInUser(t, 'eunice@example.org');
    await t.json('POST', '/api/memory/verses', { reference: 'John 3:16-17' }, { cookie });
    const view = await overview(cookie);
    expect(view.verses[0]!.text).toMatch(/^For God so loved the world.*through him\.$/);
    const answer = view.verses[0]!.text.toUpperCase().replace(/[,.:;]/g, '');
    expect((await practise(cookie, 'John 3:16-17', `  ${answer} `)).correct).toBe(true);
  });

  it('refuses references that are not in the Bible with clear messages', async () => {
    const cookie = await newSignedInUser(t, 'titus@example.org');
    const messageOf = async (reference: string): Promise<string> => {
      const res = await t.json('POST', '/api/memory/verses', { reference }, { cookie });
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: { message: string } }).error.message;
    };
    expect(await messageOf('John 99:1')).toBe('John has 21 chapters, so there is no John 99.');
    expect(await messageOf('Hezekiah 1:1')).toBe('We could not find a book called "Hezekiah" in the Bible.');
    expect(await messageOf('John 3:99')).toBe('John 3 has 36 verses, so there is no John 3:99.');
    expect(await messageOf('Psalm 119')).toBe('That passage is long: choose at most 31 verses.');
    expect(
      (await t.json('POST', '/api/memory/practice', { reference: 'John 3:16', answer: ' ' }, { cookie }))
        .status,
    ).toBe(400);
    expect(
      (await t.json('POST', '/api/memory/verses', { reference: 'x'.repeat(200) }, { cookie })).status,
    ).toBe(400);
  });

  it('removes a verse, and keeps visitors out', async () => {
    const cookie = await newSignedInUser(t, 'silas@example.org');
    await t.json('POST', '/api/memory/verses', { reference: 'Joshua 1:9' }, { cookie });
    expect(
      (await t.request('/api/memory/verses/joshua-1-9', { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(200);
    expect(
      (await t.request('/api/memory/verses/joshua-1-9', { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(404);
    expect((await t.request('/api/memory')).status).toBe(401);
    expect((await t.json('POST', '/api/memory/verses', { reference: 'John 3:16' })).status).toBe(401);
  });

  it('counts a verse said right in the Memory Verse game as one recall, not mastery', async () => {
    const cookie = await newSignedInUser(t, 'lydia@example.org');
    await t.json(
      'POST',
      '/api/games/results',
      {
        gameId: 'memory-verse',
        level: 1,
        score: 1,
        won: true,
        durationSeconds: 60,
        masteredReferences: ['John 3:16'],
      },
      { cookie },
    );
    const view = await overview(cookie);
    expect(view.verses.map((v) => [v.reference, v.status])).toEqual([['John 3:16', 'learning']]);
    expect(view.summary.mastered).toBe(0);
  });
});

describe('a practice queued offline and sent again (issue 20)', () => {
  async function reps(email: string): Promise<number> {
    const row = await t.db
      .selectFrom('verse_cards')
      .innerJoin('users', 'users.id', 'verse_cards.user_id')
      .select('reps')
      .where('users.email', '=', email)
      .where('reference', '=', 'Psalm 23:1')
      .executeTakeFirst();
    return Number(row?.reps ?? 0);
  }

  it('counts the same operation id once and answers the replay as the first time', async () => {
    const email = 'replay-memory@example.org';
    const cookie = await newSignedInUser(t, email);
    const body = { reference: 'Psalm 23:1', answer: psalm, opId: 'op-memory-0001' };
    const first = await t.json('POST', '/api/memory/practice', body, { cookie });
    expect(first.status).toBe(200);
    const said = (await first.json()) as Practice & { due: string };
    expect(said.correct).toBe(true);
    const again = await t.json('POST', '/api/memory/practice', body, { cookie });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ correct: true, replayed: true, due: said.due });
    expect(await reps(email)).toBe(1);
    // Another id is another practice (a wrong one: said right again the same day, it would count once).
    const other = await t.json(
      'POST',
      '/api/memory/practice',
      { ...body, answer: 'The Lord is my light', opId: 'op-memory-0002' },
      { cookie },
    );
    expect(((await other.json()) as { replayed?: true }).replayed).toBeUndefined();
    expect(await reps(email)).toBe(2);
  });

  it('refuses a malformed operation id and records nothing', async () => {
    const email = 'replay-memory-bad@example.org';
    const cookie = await newSignedInUser(t, email);
    for (const opId of ['short', 'has spaces in it', 'x'.repeat(65), 42]) {
      const body = { reference: 'Psalm 23:1', answer: psalm, opId };
      expect((await t.json('POST', '/api/memory/practice', body, { cookie })).status).toBe(400);
    }
    expect(await reps(email)).toBe(0);
  });
});

describe('memory verses in the Reina-Valera 1909', () => {
  it('shows a verse in RV1909 when asked, and checks the answer against that text', async () => {
    const cookie = await newSignedInUser(t, 'lidia.memoria@example.org');
    expect((await t.json('POST', '/api/memory/verses', { reference: 'John 3:16' }, { cookie })).status).toBe(
      201,
    );
    const spanish = (await (
      await t.request('/api/memory?version=rv1909', { headers: { cookie } })
    ).json()) as Overview;
    expect(spanish.verses[0]!.text).toMatch(/^Porque de tal manera amó Dios al mundo/);
    // Without a version the verse is in the World English Bible, as before.
    expect((await overview(cookie)).verses[0]!.text).toMatch(/^For God so loved the world/);

    const said = await t.json(
      'POST',
      '/api/memory/practice',
      { reference: 'John 3:16', answer: spanish.verses[0]!.text, version: 'rv1909' },
      { cookie },
    );
    expect(said.status).toBe(200);
    expect(((await said.json()) as Practice).correct).toBe(true);
    // The Spanish text said against the English version is wrong.
    expect((await practise(cookie, 'John 3:16', spanish.verses[0]!.text)).correct).toBe(false);
    const unknown = await t.request('/api/memory?version=niv', { headers: { cookie } });
    expect(unknown.status).toBe(400);
  });
});
