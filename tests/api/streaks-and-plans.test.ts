import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmptyTables } from '../../db/seeds/run.ts';
import { streaksAndPlansSeed } from '../../db/seeds/streaks-and-plans.ts';
import { addDays } from '../../src/lib/site-day.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { adminEmail, call } from './helpers/admin.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  today = siteDay(new Date(), t.settings.siteTimeZone);
  expect(await seedEmptyTables(t.db, today, [streaksAndPlansSeed])).toEqual(['streaks-and-plans']);
});
afterAll(() => t.close());

const userIdOf = async (email: string): Promise<string> =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

interface Awards {
  badges: Array<{ id: string }>;
  completedChallenges: Array<{ id: string }>;
  finishedPlans?: Array<{ id: string }>;
  planDaysDone?: Array<{ id: string; title: string; day: number }>;
}

const markRead = async (cookie: string, book: string, chapter: number): Promise<Awards> => {
  const r = await call<Awards>(t, 'POST', '/api/reading-progress', cookie, { version: 'kjv', book, chapter });
  expect(r.status).toBe(200);
  return r.body;
};

describe('sign in first', () => {
  it('answers visitors 401 with a kind message', async () => {
    for (const path of ['/api/streak', '/api/reading-plans/mine', '/api/reading-progress/map?version=kjv']) {
      const r = await call<{ error: { code: string; message: string } }>(t, 'GET', path, null);
      expect(r.status, path).toBe(401);
      expect(r.body.error.code).toBe('not_signed_in');
    }
  });
});

describe('gentle streaks', () => {
  it('counts a chapter read today, keeps the day once, and gives the 3-day badge', async () => {
    const cookie = await newSignedInUser(t, 'streak-kid@example.org');
    const id = await userIdOf('streak-kid@example.org');
    const empty = await call<{ current: number; message: string }>(t, 'GET', '/api/streak', cookie);
    expect(empty.body).toMatchObject({ current: 0, today, weeklyGoal: 3 });
    expect(empty.body.message).toMatch(/start a streak/);
    const spanish = await t.json('GET', '/api/streak', undefined, { cookie, 'accept-language': 'es' });
    expect(((await spanish.json()) as { message: string }).message).toBe(
      '¡Lee un capítulo, practica un versículo o juega un juego para empezar una racha!',
    );

    await t.db
      .insertInto('learning_days')
      .values(
        [addDays(today, -2), addDays(today, -1)].map((day) => ({
          user_id: id,
          day,
          first_activity: 'game',
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const first = await markRead(cookie, 'john', 3);
    expect(first.badges.map((b) => b.id)).toContain('streak-3');
    expect(first.completedChallenges.map((c) => c.id)).toContain('streak-3-days');
    await markRead(cookie, 'john', 4);
    const rows = await t.db.selectFrom('learning_days').select('day').where('user_id', '=', id).execute();
    expect(rows).toHaveLength(3);

    const s = await call<{ current: number; learnedToday: boolean; longest: number }>(
      t,
      'GET',
      '/api/streak',
      cookie,
    );
    expect(s.body).toMatchObject({ current: 3, longest: 3, learnedToday: true });
  });

  it('lets the learner choose a weekly goal of 1 to 7 days', async () => {
    const cookie = await newSignedInUser(t, 'goal-kid@example.org');
    const ok = await call<{ weeklyGoal: number }>(t, 'PUT', '/api/streak/goal', cookie, { daysPerWeek: 5 });
    expect(ok.status).toBe(200);
    expect(ok.body.weeklyGoal).toBe(5);
    expect((await call(t, 'GET', '/api/streak', cookie)).body).toMatchObject({ weeklyGoal: 5 });
    for (const daysPerWeek of [0, 8, 2.5, 'three']) {
      const bad = await call<{ error: { message: string } }>(t, 'PUT', '/api/streak/goal', cookie, {
        daysPerWeek,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/1 to 7 days a week/);
    }
  });

  it('counts the day’s devotional opened, and only today’s', async () => {
    const cookie = await newSignedInUser(t, 'devo-kid@example.org');
    const old = await call<{ counted: boolean; current: number }>(
      t,
      'POST',
      '/api/streak/devotional',
      cookie,
      { date: addDays(today, -5), path: '/devotionals/an-older-one/' },
    );
    expect(old.body).toMatchObject({ counted: false, current: 0 });
    const now = await call<{ counted: boolean; current: number }>(
      t,
      'POST',
      '/api/streak/devotional',
      cookie,
      { date: today, path: '/devotionals/todays/' },
    );
    expect(now.body).toMatchObject({ counted: true, current: 1, learnedToday: true });
    const bad = await call(t, 'POST', '/api/streak/devotional', cookie, {
      date: '2025-02-30',
      path: '/devotionals/todays/',
    });
    expect(bad.status).toBe(400);
  });

  it('counts today’s Spanish devotional opened at its /es/ page, and no other page', async () => {
    const cookie = await newSignedInUser(t, 'devo-nino@example.org');
    const es = await call<{ counted: boolean }>(t, 'POST', '/api/streak/devotional', cookie, {
      date: today,
      path: '/es/devotionals/de-tal-manera/',
    });
    expect(es.status).toBe(200);
    expect(es.body.counted).toBe(true);
    for (const path of ['/es/games/', '/espanol/devotionals/x/', '/es/es/devotionals/x/']) {
      const bad = await call(t, 'POST', '/api/streak/devotional', cookie, { date: today, path });
      expect(bad.status, path).toBe(400);
    }
  });

  it('counts a finished game', async () => {
    const cookie = await newSignedInUser(t, 'game-kid@example.org');
    const r = await call(t, 'POST', '/api/games/results', cookie, {
      gameId: 'bible-bee',
      level: 1,
      score: 10,
      won: true,
      durationSeconds: 30,
    });
    expect(r.status).toBe(201);
    expect((await call(t, 'GET', '/api/streak', cookie)).body).toMatchObject({
      current: 1,
      learnedToday: true,
    });
  });
});

describe('reading map', () => {
  it('shows the chapters read in one version, with shares per book and testament', async () => {
    const cookie = await newSignedInUser(t, 'map-kid@example.org');
    await markRead(cookie, 'obadiah', 1);
    await markRead(cookie, 'john', 1);
    await call(t, 'POST', '/api/reading-progress', cookie, { version: 'asv', book: 'mark', chapter: 1 });
    const map = await call<{
      version: string;
      books: Array<{ slug: string; read: number[]; percent: number }>;
      testaments: Record<string, { read: number; percent: number }>;
      total: { read: number; chapters: number };
    }>(t, 'GET', '/api/reading-progress/map?version=kjv', cookie);
    expect(map.status).toBe(200);
    expect(map.body.books).toHaveLength(66);
    expect(map.body.total).toMatchObject({ read: 2, chapters: 1189 });
    expect(map.body.books.find((b) => b.slug === 'obadiah')).toMatchObject({ read: [1], percent: 100 });
    expect(map.body.books.find((b) => b.slug === 'mark')?.read).toEqual([]);
    expect(map.body.testaments.NT).toMatchObject({ read: 1 });
    const asv = await call<{ total: { read: number } }>(
      t,
      'GET',
      '/api/reading-progress/map?version=asv',
      cookie,
    );
    expect(asv.body.total.read).toBe(1);
    expect((await call(t, 'GET', '/api/reading-progress/map?version=niv', cookie)).status).toBe(400);
  });
});

describe('reading plans', () => {
  it('ships six built-in plans', async () => {
    const plans = await t.db.selectFrom('reading_plans').select('id').execute();
    expect(plans.length).toBeGreaterThanOrEqual(6);
  });

  it('lets only admins add, edit and delete plans, checking every passage, and rebuilds the pages', async () => {
    const admin = await newSignedInUser(t, adminEmail);
    const kid = await newSignedInUser(t, 'plan-peeker@example.org');
    const plan = {
      id: 'two-days',
      title: 'Two days',
      description: 'A short plan.',
      daysText: 'Mark 1; Mark 2\nMark 3',
    };
    expect((await call(t, 'POST', '/api/admin/reading-plans', kid, plan)).status).toBe(403);
    expect((await call(t, 'POST', '/api/admin/reading-plans', null, plan)).status).toBe(401);
    const bad = await call<{ error: { message: string } }>(t, 'POST', '/api/admin/reading-plans', admin, {
      ...plan,
      daysText: 'Mark 1\nHezekiah 1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Day 2: There is no book called "Hezekiah" in the Bible.');
    const before = t.rebuilder.requests.length;
    expect((await call(t, 'POST', '/api/admin/reading-plans', admin, plan)).status).toBe(201);
    expect(t.rebuilder.requests.length).toBe(before + 1);
    expect((await call(t, 'POST', '/api/admin/reading-plans', admin, plan)).status).toBe(409);
    const edited = await call(t, 'PUT', '/api/admin/reading-plans/two-days', admin, {
      ...plan,
      title: 'Two happy days',
    });
    expect(edited.status).toBe(200);
    const list = await call<{ plans: Array<{ id: string; title: string; days: string[][] }> }>(
      t,
      'GET',
      '/api/admin/reading-plans',
      admin,
    );
    expect(list.body.plans.find((p) => p.id === 'two-days')).toMatchObject({
      title: 'Two happy days',
      days: [['Mark 1', 'Mark 2'], ['Mark 3']],
    });
    expect((await call(t, 'PUT', '/api/admin/reading-plans/nope', admin, plan)).status).toBe(404);
    const big = await t.json(
      'POST',
      '/api/admin/reading-plans',
      { ...plan, id: 'big', daysText: 'Mark 1\n'.repeat(12_000) },
      { cookie: admin },
    );
    expect(big.status).toBe(413);
    await call(t, 'POST', '/api/admin/reading-plans', admin, { ...plan, id: 'gone' });
    expect((await call(t, 'DELETE', '/api/admin/reading-plans/gone', admin)).status).toBe(200);
    expect((await call(t, 'DELETE', '/api/admin/reading-plans/gone', admin)).status).toBe(404);
  });

  it('a learner starts a plan, reading completes each day by itself, and finishing earns the badge', async () => {
    const cookie = await newSignedInUser(t, 'plan-kid@example.org');
    // Read before starting: does not count for the plan.
    await markRead(cookie, 'mark', 3);
    expect((await call(t, 'GET', '/api/reading-plans/nope', cookie)).status).toBe(404);
    const started = await call<{ started: { progress: { todayDay: number; daysDone: number } } }>(
      t,
      'POST',
      '/api/reading-plans/two-days/start',
      cookie,
    );
    expect(started.status).toBe(201);
    expect(started.body.started.progress).toMatchObject({ todayDay: 1, daysDone: 0, totalDays: 2 });

    // Half a day read: no day done yet.
    expect((await markRead(cookie, 'mark', 1)).planDaysDone).toEqual([]);
    let view = await call<{ started: { daysDone: boolean[]; progress: { todayDay: number } } }>(
      t,
      'GET',
      '/api/reading-plans/two-days',
      cookie,
    );
    expect(view.body.started.daysDone).toEqual([false, false]);
    const dayOne = await markRead(cookie, 'mark', 2);
    expect(dayOne.planDaysDone).toEqual([{ id: 'two-days', title: 'Two happy days', day: 1 }]);
    view = await call(t, 'GET', '/api/reading-plans/two-days', cookie);
    expect(view.body.started).toMatchObject({ daysDone: [true, false], progress: { todayDay: 2 } });

    const last = await markRead(cookie, 'mark', 3);
    expect(last.finishedPlans).toEqual([{ id: 'two-days', title: 'Two happy days' }]);
    // The last day finishes the plan: celebrated as the plan finished, not also as a day.
    expect(last.planDaysDone).toEqual([]);
    expect(last.badges.map((b) => b.id)).toContain('plan-finisher');
    expect(last.completedChallenges.map((c) => c.id)).toContain('finish-a-reading-plan');

    const mine = await call<{
      plans: Array<{ plan: { id: string }; started: { progress: { finished: boolean } } }>;
    }>(t, 'GET', '/api/reading-plans/mine', cookie);
    expect(mine.body.plans).toHaveLength(1);
    expect(mine.body.plans[0]).toMatchObject({
      plan: { id: 'two-days' },
      started: { progress: { finished: true } },
    });
    expect((await call(t, 'DELETE', '/api/reading-plans/two-days', cookie)).status).toBe(200);
    expect(
      (await call<{ plans: unknown[] }>(t, 'GET', '/api/reading-plans/mine', cookie)).body.plans,
    ).toEqual([]);
  });
});
