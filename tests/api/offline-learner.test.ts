import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { learnerHeader } from '../../src/lib/offline-queue.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A write queued offline carries the profile that made it (`x-learner-id`): the server applies it
 * to that profile when the session may act for it (the same profile, or the parent's for one of
 * the family's children) and refuses it otherwise, whoever is learning when the connection returns.
 */
let t: TestApp;
let parent: string;
let parentId: string;
let ann: string;
let ben: string;
let annId: string;
let benId: string;
let otherChildId: string;
const email = 'offline-learner@example.org';

beforeAll(async () => {
  t = await createTestApp();
  await importBible(t.handle);
  parent = await newSignedInUser(t, email, 'Ola Parent');
  parentId = (
    await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  ).id;
  annId = await addChild(t, parent, 'Ann');
  benId = await addChild(t, parent, 'Ben', 'owl');
  ann = await childSession(t, () => signIn(t, email), annId);
  ben = await childSession(t, () => signIn(t, email), benId);
  const other = await newSignedInUser(t, 'offline-learner-other@example.org');
  otherChildId = await addChild(t, other, 'Cy');
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: { error?: { code: string; message: string } };
}

async function markRead(cookie: string, chapter: number, carried?: string): Promise<Answer> {
  const headers: Record<string, string> = { cookie };
  if (carried !== undefined) headers[learnerHeader] = carried;
  const res = await t.json(
    'POST',
    '/api/reading-progress',
    { version: 'kjv', book: 'ruth', chapter },
    headers,
  );
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function chaptersOf(profileId: string): Promise<number[]> {
  const rows = await t.db
    .selectFrom('bible_reading_progress')
    .select('chapter')
    .where('user_id', '=', profileId)
    .where('book', '=', 'ruth')
    .orderBy('chapter')
    .execute();
  return rows.map((r) => r.chapter);
}

describe('a write queued offline goes to the profile that made it', () => {
  it('is refused (403 wrong_learner, nothing stored) when a sibling is learning now', async () => {
    const res = await markRead(ben, 1, annId);
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe('wrong_learner');
    expect(res.body.error?.message).toMatch(/another learner of your family/);
    expect(await chaptersOf(annId)).toEqual([]);
    expect(await chaptersOf(benId)).toEqual([]);
  });

  it('is applied to the child who made it, sent from that child’s session', async () => {
    expect((await markRead(ann, 1, annId)).status).toBe(200);
    expect(await chaptersOf(annId)).toEqual([1]);
    expect(await chaptersOf(benId)).toEqual([]);
  });

  it('is applied to the carried child when the parent is learning now, not to the parent', async () => {
    expect((await markRead(parent, 2, benId)).status).toBe(200);
    expect(await chaptersOf(benId)).toEqual([2]);
    expect(await chaptersOf(parentId)).toEqual([]);
    // The parent's own write stays the parent's.
    expect((await markRead(parent, 3, parentId)).status).toBe(200);
    expect(await chaptersOf(parentId)).toEqual([3]);
  });

  it('refuses a child acting for the parent, and anyone acting for another family’s child', async () => {
    expect((await markRead(ann, 4, parentId)).status).toBe(403);
    expect((await markRead(parent, 4, otherChildId)).status).toBe(403);
    expect((await markRead(ann, 4, otherChildId)).status).toBe(403);
    expect(await chaptersOf(parentId)).toEqual([3]);
    expect(await chaptersOf(annId)).toEqual([1]);
    expect(await chaptersOf(otherChildId)).toEqual([]);
  });

  it('refuses a malformed learner id with a 400', async () => {
    const res = await markRead(parent, 5, 'not an id!');
    expect(res.status).toBe(400);
    expect(await chaptersOf(parentId)).toEqual([3]);
  });

  it('carries the profile for game results too', async () => {
    const game = { gameId: 'bible-hangman', level: 1, score: 10, won: true, durationSeconds: 30 };
    const res = await t.json(
      'POST',
      '/api/games/results',
      { ...game, opId: 'op-offline-learner-1' },
      { cookie: parent, [learnerHeader]: annId },
    );
    expect(res.status).toBe(201);
    const played = await t.db
      .selectFrom('game_results')
      .select('user_id')
      .where('game_id', '=', 'bible-hangman')
      .execute();
    expect(played.map((r) => r.user_id)).toEqual([annId]);
  });
});
