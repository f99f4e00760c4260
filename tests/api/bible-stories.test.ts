import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBible } from '../../db/bible/import.ts';
import { seedStarterContent } from '../../db/seeds/index.ts';
import { storySlugOf } from '../../src/lib/bible-stories/path.ts';
import { siteDay } from '../../src/lib/site-day.ts';
import { call } from './helpers/admin.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The story path's stars: "I heard this story" gives the active learner one star a story (asking
 * again changes nothing), the badges come at 10 stories, and no one reads or writes the stars of a
 * sibling or of another account's learner (404, nothing changed).
 */
let t: TestApp;
let parent: string;
let ann: string;
let ben: string;
let stranger: string;
let annId: string;
let benId: string;
let parentId: string;
let strangerId: string;
const email = 'story-stars@example.org';
const slugs = readdirSync(join(import.meta.dirname, '../../content/stories'))
  .filter((f) => /^\d\d-.+\.md$/.test(f))
  .sort()
  .map((f) => storySlugOf(f.slice(0, -3)));

interface StarsAnswer {
  stars: Array<{ slug: string; heardAt: string }>;
  progress: { heard: number; reached: number[]; next: number | null };
}
interface HeardAnswer {
  star: { slug: string; heardAt: string };
  created: boolean;
  achievements: Array<{ name: string }>;
}

const activeId = async (cookie: string): Promise<string> =>
  (await call<{ activeId: string }>(t, 'GET', '/api/family/profiles', cookie)).body.activeId;
const starsPath = (learnerId: string) => `/api/bible-stories/learners/${learnerId}/stars`;
const hear = (cookie: string | null, learnerId: string, slug: string) =>
  call<HeardAnswer>(t, 'PUT', `${starsPath(learnerId)}/${slug}`, cookie);
const starsOf = (cookie: string, learnerId: string) =>
  call<StarsAnswer>(t, 'GET', starsPath(learnerId), cookie);

beforeAll(async () => {
  t = await createTestApp();
  await importBible(t.handle);
  await seedStarterContent(t.db, siteDay(new Date(), 'UTC'));
  parent = await newSignedInUser(t, email, 'Pat Parent');
  annId = await addChild(t, parent, 'Ann');
  benId = await addChild(t, parent, 'Ben', 'owl');
  ann = await childSession(t, () => signIn(t, email), annId);
  ben = await childSession(t, () => signIn(t, email), benId);
  parentId = await activeId(parent);
  stranger = await newSignedInUser(t, 'story-stranger@example.org', 'Sam Stranger');
  strangerId = await activeId(stranger);
});
afterAll(() => t.close());

describe('story stars', () => {
  it('are given to the active learner once a story, the first time kept', async () => {
    const first = await hear(ann, annId, slugs[0]!);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ created: true, star: { slug: slugs[0] } });
    const again = await hear(ann, annId, slugs[0]!);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, star: first.body.star });
    const mine = await starsOf(ann, annId);
    expect(mine.status).toBe(200);
    expect(mine.body.stars).toEqual([first.body.star]);
    expect(mine.body.progress).toEqual({ heard: 1, reached: [], next: 10 });
  });

  it('are each learner’s own: a sibling and the parent start with none', async () => {
    expect((await starsOf(ben, benId)).body.stars).toEqual([]);
    expect((await starsOf(parent, parentId)).body.stars).toEqual([]);
  });

  it('of a sibling cannot be read or written (404), and nothing changes', async () => {
    expect((await starsOf(ben, annId)).status).toBe(404);
    const write = await hear(ben, annId, slugs[1]!);
    expect(write.status).toBe(404);
    expect((await starsOf(ann, annId)).body.stars.map((s) => s.slug)).toEqual([slugs[0]]);
    expect((await starsOf(ben, benId)).body.stars).toEqual([]);
  });

  it('of a child cannot be written by the parent’s session (only the active learner’s)', async () => {
    expect((await hear(parent, annId, slugs[2]!)).status).toBe(404);
    expect((await starsOf(parent, annId)).status).toBe(404);
  });

  it('of another account’s learner cannot be read or written (404)', async () => {
    expect((await starsOf(stranger, annId)).status).toBe(404);
    expect((await hear(stranger, annId, slugs[3]!)).status).toBe(404);
    expect((await starsOf(ann, strangerId)).status).toBe(404);
    expect((await hear(ann, strangerId, slugs[3]!)).status).toBe(404);
    expect((await starsOf(stranger, strangerId)).body.stars).toEqual([]);
    expect((await starsOf(ann, annId)).body.stars).toHaveLength(1);
  });

  it('ask a visitor to sign in (401) and refuse a story not on the path (404)', async () => {
    expect((await hear(null, annId, slugs[0]!)).status).toBe(401);
    const unknown = await hear(ann, annId, 'the-story-of-nobody');
    expect(unknown.status).toBe(404);
    expect((await hear(ann, annId, 'Bad%20Slug!')).status).toBe(400);
    expect((await starsOf(ann, annId)).body.stars).toHaveLength(1);
  });

  it('earn the story badge at 10 stories heard, once', async () => {
    const earned: string[] = [];
    for (const slug of slugs.slice(1, 10)) {
      const res = await hear(ann, annId, slug);
      expect(res.status).toBe(201);
      earned.push(...res.body.achievements.map((a) => a.name));
    }
    expect(earned).toEqual(['Story Listener']);
    expect((await starsOf(ann, annId)).body.progress).toEqual({ heard: 10, reached: [10], next: 26 });
    expect((await hear(ann, annId, slugs[9]!)).body.achievements).toEqual([]);
  });

  it('show in the parent’s family view as the stories each child heard this week', async () => {
    const res = await call<{ children: Array<{ id: string; week: { stories: string[] } }> }>(
      t,
      'GET',
      '/api/family',
      parent,
    );
    expect(res.status).toBe(200);
    const week = (id: string) => res.body.children.find((c) => c.id === id)!.week.stories;
    expect([...week(annId)].sort()).toEqual(slugs.slice(0, 10).sort());
    expect(week(benId)).toEqual([]);
  });

  it('are deleted with the child’s profile', async () => {
    expect((await call(t, 'DELETE', `/api/family/children/${annId}`, parent)).status).toBe(200);
    const left = await t.db.selectFrom('bible_story_stars').select('user_id').execute();
    expect(left.filter((r) => r.user_id === annId)).toEqual([]);
  });
});
