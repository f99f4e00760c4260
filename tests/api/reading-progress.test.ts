import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bibleReadingChallengesSeed } from '../../db/seeds/bible-reading-challenges.ts';
import { seedEmptyTables } from '../../db/seeds/run.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface MarkAnswer {
  progress: { version: string; book: string; chapter: number; completedAt: string };
  completedChallenges: Array<{ id: string; title: string }>;
}

async function addChallenge(
  id: string,
  requirements: unknown,
  options: { active?: boolean; type?: string } = {},
): Promise<void> {
  await t.db
    .insertInto('challenges')
    .values({
      id,
      title: `Challenge ${id}`,
      type: options.type ?? 'bible_reading',
      badge_reward: null,
      is_active: options.active === false ? 0 : 1,
      created_at: new Date().toISOString(),
      verification_requirements: JSON.stringify(requirements),
    })
    .execute();
}

async function mark(
  cookie: string,
  version: string,
  book: string,
  chapter: number | string,
): Promise<Response> {
  return t.json('POST', '/api/reading-progress', { version, book, chapter }, { cookie });
}

async function markOk(cookie: string, version: string, book: string, chapter: number): Promise<MarkAnswer> {
  const res = await mark(cookie, version, book, chapter);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as MarkAnswer;
}

const userIdOf = async (email: string): Promise<string> =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('reading progress', () => {
  it('asks visitors to sign in (401 with the reader’s message)', async () => {
    const post = await mark('', 'kjv', 'john', 3);
    expect(post.status).toBe(401);
    expect(await post.json()).toMatchObject({
      error: { code: 'not_signed_in', message: 'Please sign in to track your reading progress' },
    });
    const get = await t.request('/api/reading-progress?version=kjv&book=john');
    expect(get.status).toBe(401);
  });

  it('marks a chapter read once per user, version, book and chapter (upsert)', async () => {
    const cookie = await newSignedInUser(t, 'lydia@example.org');
    const first = await markOk(cookie, 'kjv', 'John', 3);
    expect(first.progress).toMatchObject({ version: 'kjv', book: 'john', chapter: 3 });
    const again = await markOk(cookie, 'kjv', 'JHN', 3);
    expect(again.progress.completedAt >= first.progress.completedAt).toBe(true);
    await markOk(cookie, 'asv', 'john', 3);
    const rows = await t.db
      .selectFrom('bible_reading_progress')
      .selectAll()
      .where('user_id', '=', await userIdOf('lydia@example.org'))
      .execute();
    expect(rows.map((r) => `${r.version} ${r.book} ${r.chapter}`).sort()).toEqual([
      'asv john 3',
      'kjv john 3',
    ]);
    expect(rows.find((r) => r.version === 'kjv')?.completed_at).toBe(again.progress.completedAt);
  });

  it('lists the chapters of a book the user has read in a version', async () => {
    const cookie = await newSignedInUser(t, 'priscilla@example.org');
    await markOk(cookie, 'kjv', 'john', 4);
    await markOk(cookie, 'kjv', 'john', 1);
    await markOk(cookie, 'asv', 'john', 2);
    await markOk(cookie, 'kjv', 'mark', 1);
    const res = await t.request('/api/reading-progress?version=kjv&book=john', { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      version: string;
      book: string;
      chapters: Array<{ chapter: number }>;
    };
    expect(body.version).toBe('kjv');
    expect(body.book).toBe('john');
    expect(body.chapters.map((c) => c.chapter)).toEqual([1, 4]);
    const other = await newSignedInUser(t, 'aquila@example.org');
    const theirs = (await (
      await t.request('/api/reading-progress?version=kjv&book=john', { headers: { cookie: other } })
    ).json()) as {
      chapters: unknown[];
    };
    expect(theirs.chapters).toEqual([]);
  });

  it('marks a chapter read in the World English Bible and shows it on that version’s reading map', async () => {
    const cookie = await newSignedInUser(t, 'phoebe.web@example.org');
    const marked = await markOk(cookie, 'web', 'john', 3);
    expect(marked.progress).toMatchObject({ version: 'web', book: 'john', chapter: 3 });
    const list = await t.request('/api/reading-progress?version=web&book=john', { headers: { cookie } });
    expect(((await list.json()) as { chapters: Array<{ chapter: number }> }).chapters).toEqual([
      expect.objectContaining({ chapter: 3 }),
    ]);
    const map = await t.request('/api/reading-progress/map?version=web', { headers: { cookie } });
    expect(map.status).toBe(200);
    expect(JSON.stringify(await map.json())).toContain('"version":"web"');
    const kjv = await t.request('/api/reading-progress?version=kjv&book=john', { headers: { cookie } });
    expect(((await kjv.json()) as { chapters: unknown[] }).chapters).toEqual([]);
  });

  it('marks a chapter read in the Reina-Valera 1909 and shows it on that version’s reading map', async () => {
    const cookie = await newSignedInUser(t, 'lidia.rv1909@example.org');
    const marked = await markOk(cookie, 'rv1909', 'john', 3);
    expect(marked.progress).toMatchObject({ version: 'rv1909', book: 'john', chapter: 3 });
    const list = await t.request('/api/reading-progress?version=rv1909&book=john', { headers: { cookie } });
    expect(((await list.json()) as { chapters: Array<{ chapter: number }> }).chapters).toEqual([
      expect.objectContaining({ chapter: 3 }),
    ]);
    const map = await t.request('/api/reading-progress/map?version=rv1909', { headers: { cookie } });
    expect(map.status).toBe(200);
    expect(JSON.stringify(await map.json())).toContain('"version":"rv1909"');
    const web = await t.request('/api/reading-progress?version=web&book=john', { headers: { cookie } });
    expect(((await web.json()) as { chapters: unknown[] }).chapters).toEqual([]);
  });

  it('refuses unknown versions, books and chapters with a clear 400', async () => {
    const cookie = await newSignedInUser(t, 'dorcas@example.org');
    const cases: Array<[string, string, number | string, RegExp]> = [
      ['niv', 'john', 3, /Unknown Bible version "niv"\. Choose web or kjv or asv or rv1909\./],
      ['kjv', 'hezekiah', 1, /Unknown book "hezekiah"/],
      ['kjv', 'john', 22, /John has 21 chapters; there is no chapter 22\./],
      ['kjv', 'jude', 2, /Jude has 1 chapter; there is no chapter 2\./],
      ['kjv', 'john', 0, /The chapter must be 1 or more\./],
      ['kjv', 'john', 2.5, /whole number/],
      ['kjv', 'john', 'three', /whole number/],
    ];
    for (const [version, book, chapter, message] of cases) {
      const res = await mark(cookie, version, book, chapter);
      expect(res.status, `${version} ${book} ${chapter}`).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    const get = await t.request('/api/reading-progress?version=kjv&book=nowhere', { headers: { cookie } });
    expect(get.status).toBe(400);
    expect(
      await t.db
        .selectFrom('bible_reading_progress')
        .selectAll()
        .where('user_id', '=', await userIdOf('dorcas@example.org'))
        .execute(),
    ).toEqual([]);
  });

  it('removes a user’s reading progress with the account', async () => {
    const cookie = await newSignedInUser(t, 'eunice@example.org');
    await markOk(cookie, 'kjv', 'ruth', 1);
    const id = await userIdOf('eunice@example.org');
    await t.db.deleteFrom('users').where('id', '=', id).execute();
    expect(
      await t.db.selectFrom('bible_reading_progress').selectAll().where('user_id', '=', id).execute(),
    ).toEqual([]);
  });
});

describe('automatic challenge completion', () => {
  it(
    'completes a challenge when the chapters read reach chapters_required, with a ' +
      'verification and progress 100',
    async () => {
      await addChallenge('any-two', { type: 'bible_reading', chapters_required: 2 });
      const cookie = await newSignedInUser(t, 'timothy@example.org');
      const userId = await userIdOf('timothy@example.org');
      expect((await markOk(cookie, 'kjv', 'ruth', 1)).completedChallenges.map((c) => c.id)).not.toContain(
        'any-two',
      );
      expect(
        await t.db.selectFrom('user_challenges').selectAll().where('user_id', '=', userId).execute(),
      ).toEqual([]);

      const second = await markOk(cookie, 'kjv', 'ruth', 2);
      expect(second.completedChallenges).toContainEqual({ id: 'any-two', title: 'Challenge any-two' });
      const verification = await t.db
        .selectFrom('challenge_verifications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('challenge_id', '=', 'any-two')
        .executeTakeFirstOrThrow();
      expect(verification.verification_type).toBe('bible_reading');
      expect(JSON.parse(verification.verification_data)).toEqual({ chapters_read: 2, requirement_met: true });
      const userChallenge = await t.db
        .selectFrom('user_challenges')
        .selectAll()
        .where('user_id', '=', userId)
        .where('challenge_id', '=', 'any-two')
        .executeTakeFirstOrThrow();
      expect(userChallenge).toMatchObject({ status: 'completed', progress: 100 });
      expect(userChallenge.completed_at).toBe(second.progress.completedAt);
    },
  );

  it('never verifies a challenge twice', async () => {
    const cookie = await newSignedInUser(t, 'titus@example.org');
    await markOk(cookie, 'kjv', 'ruth', 1);
    expect((await markOk(cookie, 'kjv', 'ruth', 2)).completedChallenges.map((c) => c.id)).toContain(
      'any-two',
    );
    expect((await markOk(cookie, 'kjv', 'ruth', 3)).completedChallenges.map((c) => c.id)).not.toContain(
      'any-two',
    );
    expect((await markOk(cookie, 'kjv', 'ruth', 2)).completedChallenges.map((c) => c.id)).not.toContain(
      'any-two',
    );
    const verifications = await t.db
      .selectFrom('challenge_verifications')
      .selectAll()
      .where('user_id', '=', await userIdOf('titus@example.org'))
      .where('challenge_id', '=', 'any-two')
      .execute();
    expect(verifications).toHaveLength(1);
  });

  it('counts only the named book’s chapters when a challenge names one', async () => {
    await addChallenge('two-of-mark', { type: 'bible_reading', book: 'Mark', chapters_required: 2 });
    const cookie = await newSignedInUser(t, 'silas@example.org');
    await markOk(cookie, 'kjv', 'luke', 1);
    await markOk(cookie, 'kjv', 'luke', 2);
    expect((await markOk(cookie, 'kjv', 'mark', 1)).completedChallenges.map((c) => c.id)).not.toContain(
      'two-of-mark',
    );
    expect((await markOk(cookie, 'asv', 'mark', 5)).completedChallenges.map((c) => c.id)).toContain(
      'two-of-mark',
    );
  });

  it('counts a chapter read in both versions once', async () => {
    await addChallenge('two-of-acts', { type: 'bible_reading', book: 'ACT', chapters_required: 2 });
    const cookie = await newSignedInUser(t, 'barnabas@example.org');
    await markOk(cookie, 'kjv', 'acts', 1);
    expect((await markOk(cookie, 'asv', 'acts', 1)).completedChallenges.map((c) => c.id)).not.toContain(
      'two-of-acts',
    );
    expect((await markOk(cookie, 'asv', 'acts', 2)).completedChallenges.map((c) => c.id)).toContain(
      'two-of-acts',
    );
  });

  it('ignores inactive challenges and challenges of other types', async () => {
    await addChallenge('inactive-one', { type: 'bible_reading', chapters_required: 1 }, { active: false });
    await addChallenge('memory-one', { type: 'memory_verse', reference: 'John 3:16' }, { type: 'memory' });
    await addChallenge('broken-one', { type: 'bible_reading', chapters_required: 'lots' });
    const cookie = await newSignedInUser(t, 'phoebe@example.org');
    const ids = (await markOk(cookie, 'kjv', 'jonah', 1)).completedChallenges.map((c) => c.id);
    expect(ids).not.toContain('inactive-one');
    expect(ids).not.toContain('memory-one');
    expect(ids).not.toContain('broken-one');
  });

  it(
    'completes the seeded "Read your first chapter" with the first chapter, and ' +
      '"Read John 1-3" only with those chapters',
    async () => {
      await seedEmptyTables(t.db, '2025-06-15', [{ ...bibleReadingChallengesSeed, tables: [] }]);
      const cookie = await newSignedInUser(t, 'apollos@example.org');
      const first = await markOk(cookie, 'kjv', 'john', 4);
      expect(first.completedChallenges).toContainEqual({
        id: 'read-first-chapter',
        title: 'Read your first chapter',
      });
      await markOk(cookie, 'kjv', 'john', 1);
      expect((await markOk(cookie, 'kjv', 'john', 2)).completedChallenges.map((c) => c.id)).not.toContain(
        'read-john-1-3',
      );
      expect((await markOk(cookie, 'asv', 'john', 3)).completedChallenges.map((c) => c.id)).toContain(
        'read-john-1-3',
      );
    },
  );
});
