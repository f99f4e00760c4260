import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWeeklySummaries } from '../../api/family/jobs.ts';
import { memoryVerseId } from '../../src/lib/memory-verses.ts';
import { addDays } from '../../src/lib/site-day.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { latestMailTo } from '../support/outbox.ts';
import { call } from './helpers/admin.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The parent's view of each child (issues 17.5, 19.3, 19.4): the child's reading map, streak and
 * weekly goal, for the parent of that family only.
 */
let t: TestApp;
let today: string;
let parent: string;
let ann: string;
let annId: string;
let benId: string;
let otherParent: string;
let otherChildId: string;
const email = 'family-view@example.org';

interface MapAnswer {
  version: string;
  books: Array<{
    slug: string;
    read: number[];
    percent: number;
    chapters: number;
  }>;
  testaments: Record<'OT' | 'NT', { read: number; chapters: number; percent: number }>;
  total: { read: number; chapters: number; percent: number };
}

interface Streak {
  current: number;
  weeklyGoal: number;
  daysThisWeek: number;
  graceDays: string[];
  learnedToday: boolean;
  week: Array<{ day: string; learned: boolean; grace: boolean }>;
  message: string;
}

interface FamilyAnswer {
  children: Array<{ id: string; name: string; streak: Streak }>;
}

const errorCode = (body: unknown): string | undefined => (body as { error?: { code?: string } }).error?.code;

beforeAll(async () => {
  t = await createTestApp();
  today = siteDay(new Date(), t.settings.siteTimeZone);
  parent = await newSignedInUser(t, email, 'Pat Parent');
  annId = await addChild(t, parent, 'Ann');
  benId = await addChild(t, parent, 'Ben', 'owl');
  ann = await childSession(t, () => signIn(t, email), annId);
  otherParent = await newSignedInUser(t, 'family-view-other@example.org', 'Olga Other');
  otherChildId = await addChild(t, otherParent, 'Oscar', 'owl');
  for (const [version, book, chapter] of [
    ['kjv', 'john', 1],
    ['kjv', 'john', 3],
    ['kjv', 'genesis', 1],
    ['asv', 'psalms', 23],
  ] as const) {
    const r = await call(t, 'POST', '/api/reading-progress', ann, {
      version,
      book,
      chapter,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
});
afterAll(() => t.close());

describe('a child’s reading map for the parent', () => {
  it('is the explorer’s map of the child’s reading, per version', async () => {
    const kjv = await call<MapAnswer>(t, 'GET', `/api/family/children/${annId}/map?version=kjv`, parent);
    expect(kjv.status).toBe(200);
    expect(kjv.body.version).toBe('kjv');
    expect(kjv.body.books).toHaveLength(66);
    expect(kjv.body.books.find((b) => b.slug === 'john')).toMatchObject({
      read: [1, 3],
      percent: 9,
    });
    expect(kjv.body.books.find((b) => b.slug === 'genesis')?.read).toEqual([1]);
    expect(kjv.body.testaments.NT.read).toBe(2);
    expect(kjv.body.testaments.OT.read).toBe(1);
    expect(kjv.body.total).toEqual({ read: 3, chapters: 1189, percent: 1 });

    const asv = await call<MapAnswer>(t, 'GET', `/api/family/children/${annId}/map?version=asv`, parent);
    expect(asv.body.total.read).toBe(1);
    expect(asv.body.books.find((b) => b.slug === 'psalms')?.read).toEqual([23]);

    // The same answer the child's own explorer map gives.
    const own = await call<MapAnswer>(t, 'GET', '/api/reading-progress/map?version=kjv', ann);
    expect(own.body).toEqual(kjv.body);
  });

  it('shows a sibling’s own reading only', async () => {
    const ben = await call<MapAnswer>(t, 'GET', `/api/family/children/${benId}/map?version=kjv`, parent);
    expect(ben.status).toBe(200);
    expect(ben.body.total.read).toBe(0);
  });

  it('refuses a child profile (403), another family’s child and the parent’s own profile (404)', async () => {
    const asChild = await call(t, 'GET', `/api/family/children/${benId}/map?version=kjv`, ann);
    expect(asChild.status).toBe(403);
    expect(errorCode(asChild.body)).toBe('parent_only');
    const otherFamily = await call(t, 'GET', `/api/family/children/${annId}/map?version=kjv`, otherParent);
    expect(otherFamily.status).toBe(404);
    const theirs = await call(t, 'GET', `/api/family/children/${otherChildId}/map?version=kjv`, parent);
    expect(theirs.status).toBe(404);
    const parentId = (
      await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    ).id;
    expect((await call(t, 'GET', `/api/family/children/${parentId}/map?version=kjv`, parent)).status).toBe(
      404,
    );
    expect((await call(t, 'GET', `/api/family/children/${annId}/map?version=kjv`, null)).status).toBe(401);
  });

  it('refuses an unknown version with a 400', async () => {
    for (const query of ['?version=niv', '', '?version=']) {
      const r = await call(t, 'GET', `/api/family/children/${annId}/map${query}`, parent);
      expect(r.status, query).toBe(400);
    }
  });
});

describe('a child’s streak and weekly goal for the parent', () => {
  it('shows each child’s streak with the grace day and encouraging words', async () => {
    // Ann learned the day before yesterday and today (her reading above): yesterday is a grace day.
    await t.db
      .insertInto('learning_days')
      .values({
        user_id: annId,
        day: addDays(today, -2),
        first_activity: 'game',
        created_at: new Date().toISOString(),
      })
      .execute();
    const family = await call<FamilyAnswer>(t, 'GET', '/api/family', parent);
    expect(family.status).toBe(200);
    const annStreak = family.body.children.find((c) => c.id === annId)!.streak;
    expect(annStreak).toMatchObject({
      current: 2,
      learnedToday: true,
      weeklyGoal: 3,
    });
    expect(annStreak.graceDays).toEqual([addDays(today, -1)]);
    expect(annStreak.week.find((d) => d.day === today)).toMatchObject({
      learned: true,
    });
    expect(annStreak.message).toBe('2 days of learning. Keep shining!');
    const benStreak = family.body.children.find((c) => c.id === benId)!.streak;
    expect(benStreak).toMatchObject({
      current: 0,
      daysThisWeek: 0,
      learnedToday: false,
    });
    expect(benStreak.message).toBe(
      "Reading a chapter, practising a verse or playing a game starts Ben's streak!",
    );

    // A Spanish page is answered in Spanish (issue 35).
    const res = await t.json('GET', '/api/family', undefined, { cookie: parent, 'accept-language': 'es' });
    const spanish = ((await res.json()) as FamilyAnswer).children;
    expect(spanish.find((c) => c.id === annId)!.streak.message).toBe('2 días aprendiendo. ¡Sigue brillando!');
    expect(spanish.find((c) => c.id === benId)!.streak.message).toBe(
      'Leer un capítulo, practicar un versículo o jugar un juego empieza la racha de Ben.',
    );
  });

  it('lets the parent set a child’s weekly goal, which the child then has', async () => {
    const set = await call<{ streak: Streak }>(t, 'PUT', `/api/family/children/${benId}/goal`, parent, {
      daysPerWeek: 5,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.streak.weeklyGoal).toBe(5);
    const family = await call<FamilyAnswer>(t, 'GET', '/api/family', parent);
    expect(family.body.children.find((c) => c.id === benId)!.streak.weeklyGoal).toBe(5);
    expect(family.body.children.find((c) => c.id === annId)!.streak.weeklyGoal).toBe(3);
    const ben = await childSession(t, () => signIn(t, email), benId);
    expect((await call<Streak>(t, 'GET', '/api/streak', ben)).body.weeklyGoal).toBe(5);
    // The parent's own goal is untouched.
    expect((await call<Streak>(t, 'GET', '/api/streak', parent)).body.weeklyGoal).toBe(3);
  });

  it('refuses goals outside 1 to 7 days and other fields', async () => {
    for (const body of [
      { daysPerWeek: 0 },
      { daysPerWeek: 8 },
      { daysPerWeek: 2.5 },
      { daysPerWeek: '3' },
      {},
    ]) {
      const r = await call<{ error: { message: string } }>(
        t,
        'PUT',
        `/api/family/children/${benId}/goal`,
        parent,
        body,
      );
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.message).toBe('Choose from 1 to 7 days a week.');
    }
  });

  it('refuses a child profile (403) and another family’s child (404)', async () => {
    const asChild = await call(t, 'PUT', `/api/family/children/${annId}/goal`, ann, { daysPerWeek: 7 });
    expect(asChild.status).toBe(403);
    expect(errorCode(asChild.body)).toBe('parent_only');
    const otherFamily = await call(t, 'PUT', `/api/family/children/${annId}/goal`, otherParent, {
      daysPerWeek: 7,
    });
    expect(otherFamily.status).toBe(404);
    const theirs = await call(t, 'PUT', `/api/family/children/${otherChildId}/goal`, parent, {
      daysPerWeek: 7,
    });
    expect(theirs.status).toBe(404);
    const goals = await t.db.selectFrom('learner_goals').select(['user_id', 'weekly_goal']).execute();
    expect(goals.filter((g) => Number(g.weekly_goal) === 7)).toEqual([]);
  });
});

interface WeekAnswer {
  children: Array<{
    id: string;
    week: {
      chapters: Array<{ book: string; bookName: string; chapter: number }>;
      books: Array<{ book: string; bookName: string; chapters: number }>;
      verses: Array<{ reference: string }>;
    };
  }>;
}

describe('a child’s week for the parent', () => {
  it('names its books and verses in the request’s language: "Juan", "Salmo 23:1"; English as before', async () => {
    // The test database's Bible holds a few verses only: the verse is added when its seed left it out.
    const verse = { id: memoryVerseId('Psalm 23:1'), reference: 'Psalm 23:1' };
    const text = 'The LORD is my shepherd; I shall not want.';
    await t.db
      .insertInto('memory_verses')
      .values({ ...verse, text, sort_order: 999 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const now = new Date().toISOString();
    await t.db
      .insertInto('user_verse_progress')
      .values({
        user_id: annId,
        memory_verse_id: verse.id,
        is_mastered: 1,
        attempts: 3,
        source: 'practice',
        mastered_at: now,
        updated_at: now,
      })
      .execute();
    const weekIn = async (language: string) => {
      const headers = { cookie: parent, 'accept-language': language };
      const res = await t.json('GET', '/api/family', undefined, headers);
      expect(res.status).toBe(200);
      return ((await res.json()) as WeekAnswer).children.find((c) => c.id === annId)!.week;
    };
    const bookNames = (week: WeekAnswer['children'][number]['week']) =>
      Object.fromEntries(week.books.map((b) => [b.book, b.bookName]));

    const spanish = await weekIn('es');
    expect(bookNames(spanish)).toEqual({ john: 'Juan', genesis: 'Génesis', psalms: 'Salmos' });
    expect(spanish.books.find((b) => b.book === 'john')?.chapters).toBe(2);
    expect(
      spanish.chapters
        .filter((c) => c.book === 'john')
        .map((c) => `${c.bookName} ${c.chapter}`)
        .sort(),
    ).toEqual(['Juan 1', 'Juan 3']);
    expect(spanish.verses.map((v) => v.reference)).toEqual(['Salmo 23:1']);

    const english = await weekIn('en');
    expect(bookNames(english)).toEqual({ john: 'John', genesis: 'Genesis', psalms: 'Psalms' });
    expect(english.chapters.every((c) => c.bookName === bookNames(english)[c.book])).toBe(true);
    expect(english.verses.map((v) => v.reference)).toEqual(['Psalm 23:1']);
  });

  it("the weekly summary e-mail names a child's books as the parent's language writes them", async () => {
    expect((await call(t, 'PUT', '/api/family/weekly-summary', parent, { enabled: true })).status).toBe(200);
    const summaryIn = async (locale: string, subject: RegExp) => {
      expect((await call(t, 'PUT', '/api/locale', parent, { locale })).status).toBe(200);
      // Due again this week (the job sends one a week).
      await t.db
        .updateTable('users')
        .set({ weekly_summary_sent_at: null })
        .where('email', '=', email)
        .execute();
      expect(await sendWeeklySummaries(t.deps)).toBe(1);
      await t.deliverMail();
      const text = latestMailTo(t.dataDir, email, subject)?.text ?? '';
      return text.split('\n').find((line) => line.includes('Ann:')) ?? '';
    };
    const english = await summaryIn('en', /week/i);
    expect(english).toContain('John');
    expect(english).toContain('Genesis');
    expect(english).not.toMatch(/\bjohn\b|\bgenesis\b/);
    const spanish = await summaryIn('es', /La semana de tu familia/);
    expect(spanish).toContain('Juan');
    expect(spanish).toContain('Génesis');
  });
});
