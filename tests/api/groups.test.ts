import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storySlugs } from '../../api/services/bible-story-stars.ts';
import { importBible } from '../../db/bible/import.ts';
import { seedStarterContent } from '../../db/seeds/index.ts';
import { joinCodeAlphabet } from '../../src/lib/groups/join-code.ts';
import { memoryVerseId } from '../../src/lib/memory-verses.ts';
import { siteDay } from '../../src/lib/site-day.ts';
import { latestMailTo, readOutbox } from '../support/outbox.ts';
import { call } from './helpers/admin.ts';
import { newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Churches and classes: a leader's group, joined by parents with a code, sees its members by
 * nickname and avatar and their state on the group's assignments, nothing else; everyone else
 * gets 404; a child's profile can neither create, join nor leave.
 */
let t: TestApp;
let leader: string;
let otherLeader: string;
let stranger: string;
let parentA: string;
let parentB: string;
let annId: string;
let benId: string;
let cyId: string;
let ann: string;
let ben: string;
let groupId: string;
let code: string;
const story = [...storySlugs()][0]!;
const today = siteDay(new Date(), 'UTC');

interface View {
  members: Array<{ learnerId: string; nickname: string; avatar: string }>;
  assignments: Array<{
    id: string;
    kind: string;
    title: string;
    states: Record<string, { status: string; stars: number | null }>;
  }>;
  week: { done: Record<string, number>; total: number; goal: number | null };
}

const view = (cookie: string, id = groupId) => call<View>(t, 'GET', `/api/groups/${id}`, cookie);
const join = (cookie: string, childId: string, joinCode: string) =>
  call<{ group: { id: string; name: string; leaderName: string } }>(
    t,
    'POST',
    `/api/family/children/${childId}/groups`,
    cookie,
    { code: joinCode },
  );
const assign = async (kind: string, target: string): Promise<string> => {
  const res = await call<{ assignment: { id: string } }>(
    t,
    'POST',
    `/api/groups/${groupId}/assignments`,
    leader,
    {
      kind,
      target,
      dueOn: today,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.assignment.id;
};

beforeAll(async () => {
  t = await createTestApp();
  await importBible(t.handle);
  await seedStarterContent(t.db, today);
  leader = await newSignedInUser(t, 'leader@example.org', 'Mrs Lee');
  otherLeader = await newSignedInUser(t, 'other-leader@example.org', 'Mr Other');
  stranger = await newSignedInUser(t, 'stranger@example.org', 'Sam Stranger');
  parentA = await newSignedInUser(t, 'parent-a@example.org', 'Alice Parentname');
  parentB = await newSignedInUser(t, 'parent-b@example.org', 'Bob Parentname');
  annId = await addChild(t, parentA, 'Ann', 'lion');
  benId = await addChild(t, parentA, 'Ben', 'owl');
  cyId = await addChild(t, parentB, 'Cy', 'lamb');
  ann = await childSession(t, () => signIn(t, 'parent-a@example.org'), annId);
  ben = await childSession(t, () => signIn(t, 'parent-a@example.org'), benId);
  const created = await call<{ id: string; code: string }>(t, 'POST', '/api/groups', leader, {
    name: 'Room 3, Sunday 9:30',
  });
  expect(created.status).toBe(201);
  ({ id: groupId, code } = created.body);
});
afterAll(() => t.close());

describe('creating a group', () => {
  it('answers its id and a join code of 6 to 8 characters without look-alikes', () => {
    expect(code).toMatch(new RegExp(`^[${joinCodeAlphabet}]{6,8}$`));
    expect(groupId).toBeTruthy();
  });

  it('is refused to a child profile', async () => {
    const res = await call(t, 'POST', '/api/groups', ann, { name: 'Kids only' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'parent_only' } });
  });

  it('follows GROUP_CREATORS: admins only refuses an ordinary adult', async () => {
    const admins = await createTestApp({ GROUP_CREATORS: 'admins' });
    try {
      const cookie = await newSignedInUser(admins, 'not-admin@example.org', 'Nia');
      const res = await call(admins, 'POST', '/api/groups', cookie, { name: 'My class' });
      expect(res.status).toBe(403);
      expect(await admins.db.selectFrom('groups').selectAll().execute()).toEqual([]);
    } finally {
      await admins.close();
    }
  });
});

describe('joining is the parent’s act', () => {
  it('shows the group, its leader and what the leader will see before joining', async () => {
    const res = await call(t, 'POST', `/api/family/children/${annId}/groups/preview`, parentA, {
      code: code.toLowerCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      group: { id: groupId, name: 'Room 3, Sunday 9:30', leaderName: 'Mrs Lee' },
      leaderSees: { nickname: 'Ann', avatar: 'lion', progress: 'assignments-only' },
    });
    expect((await view(leader)).body.members).toEqual([]);
  });

  it('joins three children of two families with the code', async () => {
    for (const [cookie, id] of [
      [parentA, annId],
      [parentA, benId],
      [parentB, cyId],
    ] as const) {
      const res = await join(cookie, id, code);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.group.name).toBe('Room 3, Sunday 9:30');
    }
    expect((await view(leader)).body.members.map((m) => m.nickname)).toEqual(['Ann', 'Ben', 'Cy']);
  });

  it('never lets a child profile join, leave or see a code', async () => {
    expect((await join(ann, annId, code)).status).toBe(403);
    expect(
      (await call(t, 'POST', `/api/family/children/${annId}/groups/preview`, ann, { code })).status,
    ).toBe(403);
    expect((await call(t, 'DELETE', `/api/family/children/${annId}/groups/${groupId}`, ann)).status).toBe(
      403,
    );
    expect((await call(t, 'GET', '/api/family/groups', ann)).status).toBe(403);
    expect((await view(leader)).body.members).toHaveLength(3);
  });

  it('does not join another family’s child', async () => {
    expect((await join(parentB, annId, code)).status).toBe(404);
  });
});

describe('the leader’s view', () => {
  let storyId: string;
  let chaptersId: string;
  let gameId: string;

  beforeAll(async () => {
    storyId = await assign('story', story);
    chaptersId = await assign('chapters', 'john:1-2');
    gameId = await assign('game', 'bible-hangman');
    // Ann hears the story and reads both chapters; Ben reads one chapter and plays without winning.
    expect((await call(t, 'PUT', `/api/bible-stories/learners/${annId}/stars/${story}`, ann)).status).toBe(
      201,
    );
    for (const chapter of [1, 2]) {
      await call(t, 'POST', '/api/reading-progress', ann, { version: 'kjv', book: 'john', chapter });
    }
    await call(t, 'POST', '/api/reading-progress', ben, { version: 'kjv', book: 'john', chapter: 1 });
    const game = { gameId: 'bible-hangman', level: 1, score: 10, won: false, durationSeconds: 30 };
    expect((await call(t, 'POST', '/api/games/results', ben, game)).status).toBe(201);
    // Learning outside the group's assignments, which the leader must never see.
    await call(t, 'POST', '/api/reading-progress', ann, { version: 'kjv', book: 'genesis', chapter: 5 });
    const other = { gameId: 'word-search', level: 1, score: 99, won: true, durationSeconds: 30 };
    expect((await call(t, 'POST', '/api/games/results', ann, other)).status).toBe(201);
  });

  it('shows each member’s state on each assignment and the week’s total', async () => {
    const res = await view(leader);
    expect(res.status).toBe(200);
    const states = Object.fromEntries(res.body.assignments.map((a) => [a.id, a.states]));
    expect(states[storyId]).toEqual({
      [annId]: { status: 'done', stars: 1 },
      [benId]: { status: 'not_started', stars: 0 },
      [cyId]: { status: 'not_started', stars: 0 },
    });
    expect(states[chaptersId]?.[annId]?.status).toBe('done');
    expect(states[chaptersId]?.[benId]?.status).toBe('started');
    expect(states[gameId]?.[benId]).toEqual({ status: 'started', stars: 0 });
    expect(states[gameId]?.[annId]).toEqual({ status: 'not_started', stars: 0 });
    expect(res.body.week.total).toBe(2);
    expect(res.body.week.done.story).toBe(1);
  });

  it('shows nicknames and avatars only: no parent name or e-mail, no other learning', async () => {
    const text = JSON.stringify((await view(leader)).body);
    for (const secret of ['Parentname', 'parent-a@', 'parent-b@', 'genesis', 'word-search', '"score"']) {
      expect(text).not.toContain(secret);
    }
    expect((await view(leader)).body.members).toEqual([
      { learnerId: annId, nickname: 'Ann', avatar: 'lion' },
      { learnerId: benId, nickname: 'Ben', avatar: 'owl' },
      { learnerId: cyId, nickname: 'Cy', avatar: 'lamb' },
    ]);
  });

  it('is 404 to another adult, a member’s parent, a sibling profile, a leader of another group', async () => {
    const other = await call<{ id: string }>(t, 'POST', '/api/groups', otherLeader, { name: 'Room 4' });
    expect(other.status).toBe(201);
    for (const cookie of [stranger, parentA, otherLeader]) {
      expect((await view(cookie)).status).toBe(404);
      expect((await call(t, 'POST', `/api/groups/${groupId}/code`, cookie)).status).toBe(404);
    }
    expect((await view(leader, other.body.id)).status).toBe(404);
    // Ben is a member and Ann his sister: on the family tablet neither sees the group.
    expect((await view(ben)).status).toBe(404);
    expect((await view(ann)).status).toBe(404);
  });

  it('sets a goal for the whole class, and serves the invitation’s QR code as SVG to its leaders only', async () => {
    expect((await call(t, 'PATCH', `/api/groups/${groupId}`, leader, { weeklyGoal: 20 })).status).toBe(200);
    expect((await view(leader)).body.week.goal).toBe(20);
    expect((await call(t, 'PATCH', `/api/groups/${groupId}`, leader, { weeklyGoal: -1 })).status).toBe(400);
    const qr = await t.request(`/api/groups/${groupId}/qr.svg`, { headers: { cookie: leader } });
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
    expect(await qr.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await t.request(`/api/groups/${groupId}/qr.svg`, { headers: { cookie: stranger } })).status).toBe(
      404,
    );
  });

  it('shows the child its own open assignments, from its class', async () => {
    const res = await call<{ assignments: Array<{ id: string; title: string; state: { status: string } }> }>(
      t,
      'GET',
      '/api/family/class-assignments',
      ann,
    );
    expect(res.status).toBe(200);
    const mine = Object.fromEntries(res.body.assignments.map((a) => [a.id, a.state.status]));
    expect(mine).toEqual({ [storyId]: 'done', [chaptersId]: 'done', [gameId]: 'not_started' });
  });
});

describe('assignments named in the request’s language', () => {
  it('names and links each kind in the request’s language: "Juan 1–2" in Spanish, "John 1–2" in English', async () => {
    const room = await call<{ id: string }>(t, 'POST', '/api/groups', leader, { name: 'Room 5' });
    expect(room.status).toBe(201);
    const targets = {
      chapters: 'john:1-2',
      verse: memoryVerseId('Psalm 23:1'),
      plan: 'christmas-story-7-days',
      game: 'bible-hangman',
      story: 'god-makes-everything',
    };
    for (const [kind, target] of Object.entries(targets)) {
      const body = { kind, target, dueOn: today };
      const res = await call(t, 'POST', `/api/groups/${room.body.id}/assignments`, leader, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const viewIn = async (language: string) => {
      const headers = { cookie: leader, 'accept-language': language };
      const res = await t.json('GET', `/api/groups/${room.body.id}`, undefined, headers);
      expect(res.status).toBe(200);
      return ((await res.json()) as View).assignments as unknown as Array<{
        kind: string;
        title: string;
        href: string;
      }>;
    };
    const titlesIn = async (language: string) =>
      Object.fromEntries((await viewIn(language)).map((a) => [a.kind, a.title]));
    const linksIn = async (language: string) =>
      Object.fromEntries((await viewIn(language)).map((a) => [a.kind, a.href]));
    // Each link leads to the page in the same language (a chapter in the language's first version).
    expect(await linksIn('es')).toEqual({
      chapters: '/es/bible/rv1909/john/1/',
      verse: '/es/challenges/memory-master/',
      plan: '/es/reading-plans/christmas-story-7-days/',
      game: '/es/games/bible-hangman/',
      story: '/es/bible-stories/god-makes-everything/',
    });
    expect(await linksIn('en')).toEqual({
      chapters: '/bible/web/john/1/',
      verse: '/challenges/memory-master/',
      plan: '/reading-plans/christmas-story-7-days/',
      game: '/games/bible-hangman/',
      story: '/bible-stories/god-makes-everything/',
    });
    expect(await titlesIn('es')).toEqual({
      chapters: 'Juan 1–2',
      verse: 'Salmo 23:1',
      plan: 'La historia de Navidad en 7 días',
      game: 'Ahorcado bíblico',
      story: 'Dios hace todas las cosas',
    });
    expect(await titlesIn('en')).toEqual({
      chapters: 'John 1–2',
      verse: 'Psalm 23:1',
      plan: 'The Christmas story in 7 days',
      game: 'Bible Hangman',
      story: 'God Makes Everything',
    });
  });

  it('names a child’s "From your class" chapter in the page’s language', async () => {
    const res = await t.json('GET', '/api/family/class-assignments', undefined, {
      cookie: ann,
      'accept-language': 'es',
    });
    const { assignments } = (await res.json()) as { assignments: Array<{ kind: string; title: string }> };
    expect(assignments.find((a) => a.kind === 'chapters')?.title).toBe('Juan 1–2');
  });
});

describe('codes', () => {
  it('a new code ends the old one', async () => {
    const res = await call<{ code: string }>(t, 'POST', `/api/groups/${groupId}/code`, leader);
    expect(res.status).toBe(200);
    expect(res.body.code).not.toBe(code);
    const lonely = await addChild(t, parentB, 'Dee');
    expect((await join(parentB, lonely, code)).status).toBe(404);
    expect((await join(parentB, lonely, res.body.code)).status).toBe(201);
    code = res.body.code;
  });

  it('limits wrong guesses of an account, and refuses them without changing anything', async () => {
    const guesser = await newSignedInUser(t, 'guesser@example.org');
    const child = await addChild(t, guesser, 'Gus');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await join(guesser, child, 'ZZZZZZZ')).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await join(guesser, child, code)).status).toBe(429);
    expect(
      (await t.db.selectFrom('group_members').selectAll().where('profile_id', '=', child).execute()).length,
    ).toBe(0);
  });
});

describe('leaving and ending', () => {
  it('leaving removes the child from the leader’s view at once', async () => {
    const res = await call(t, 'DELETE', `/api/family/children/${benId}/groups/${groupId}`, parentA);
    expect(res.status).toBe(200);
    const after = (await view(leader)).body;
    expect(after.members.map((m) => m.nickname)).not.toContain('Ben');
    expect(JSON.stringify(after)).not.toContain(benId);
  });

  it('deleting a child removes it from every group', async () => {
    expect((await call(t, 'DELETE', `/api/family/children/${cyId}`, parentB)).status).toBe(200);
    expect(JSON.stringify((await view(leader)).body)).not.toContain(cyId);
  });

  it('the leader removes a member', async () => {
    expect((await call(t, 'DELETE', `/api/groups/${groupId}/members/${annId}`, leader)).status).toBe(200);
    expect((await view(leader)).body.members.map((m) => m.nickname)).not.toContain('Ann');
  });
});

describe('take-home notes', () => {
  it('reach members’ parents in /family, by e-mail if opted in, with a link that works signed out', async () => {
    expect((await join(parentA, annId, code)).status).toBe(201);
    expect((await call(t, 'PUT', '/api/family/group-notes-mail', parentA, { enabled: true })).status).toBe(
      200,
    );
    const posted = await call<{ mailed: number }>(t, 'POST', `/api/groups/${groupId}/notes`, leader, {
      body: 'This week we learned about Daniel. Ask your child what Daniel did.',
    });
    expect(posted.status).toBe(201);
    expect(posted.body.mailed).toBe(1);
    const family = await call<{ notes: Array<{ body: string; groupName: string }> }>(
      t,
      'GET',
      '/api/family/groups',
      parentA,
    );
    expect(family.body.notes[0]).toMatchObject({ groupName: 'Room 3, Sunday 9:30' });
    const mails = readOutbox(t.dataDir).filter((m) => m.text.includes('Daniel'));
    expect(mails.map((m) => m.to)).toEqual(['parent-a@example.org']);
    expect(mails[0]!.text).not.toContain('leader@example.org');
    const link = mails[0]!.links.find((l) => l.includes('/group-notes/unsubscribe'))!;
    const res = await t.request(new URL(link).pathname + new URL(link).search, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?notice=notes-unsubscribed');
    expect((await call<{ noteMail: boolean }>(t, 'GET', '/api/family/groups', parentA)).body.noteMail).toBe(
      false,
    );
    const forged = await t.request(`/api/family/group-notes/unsubscribe?token=${link.split('token=')[1]}x`, {
      redirect: 'manual',
    });
    expect(forged.headers.get('location')).toBe('/?notice=notes-link-unknown');
  });

  it('name their assignment in each parent’s language: "Juan 1–2" in Spanish, "John 1–2" in English', async () => {
    const room = await call<{ id: string; code: string }>(t, 'POST', '/api/groups', leader, {
      name: 'Room 6',
    });
    expect(room.status).toBe(201);
    const parents = { es: 'parent-es@example.org', en: 'parent-en@example.org' };
    for (const [locale, email] of Object.entries(parents)) {
      const parent = await newSignedInUser(t, email, 'Pat Parentname');
      expect((await call(t, 'PUT', '/api/locale', parent, { locale })).status).toBe(200);
      const child = await addChild(t, parent, locale === 'es' ? 'Eva' : 'Ed');
      expect((await join(parent, child, room.body.code)).status).toBe(201);
      expect((await call(t, 'PUT', '/api/family/group-notes-mail', parent, { enabled: true })).status).toBe(
        200,
      );
    }
    const assignment = await call<{ assignment: { id: string } }>(
      t,
      'POST',
      `/api/groups/${room.body.id}/assignments`,
      leader,
      { kind: 'chapters', target: 'john:1-2', dueOn: today },
    );
    expect(assignment.status).toBe(201);
    const body = {
      body: 'Read about the first disciples at home.',
      assignmentId: assignment.body.assignment.id,
    };
    expect((await call(t, 'POST', `/api/groups/${room.body.id}/notes`, leader, body)).status).toBe(201);
    const mailTo = (email: string) =>
      readOutbox(t.dataDir).find((m) => m.to === email && m.text.includes('disciples'));
    expect(mailTo(parents.es)?.text).toContain('Juan 1–2');
    expect(mailTo(parents.en)?.text).toContain('John 1–2');
    expect(mailTo(parents.en)?.text).not.toContain('Juan');
  });

  it('are in the family’s data export, with the groups', async () => {
    const res = await t.request('/api/family/export', { headers: { cookie: parentA } });
    const body = (await res.json()) as { groups: { memberships: unknown[]; notes: Array<{ body: string }> } };
    expect(body.groups.memberships).toHaveLength(1);
    expect(body.groups.notes[0]?.body).toContain('Daniel');
  });
});

describe('handing over and deleting', () => {
  it('hands the group to a co-leader, who may then delete it with everything in it', async () => {
    const invite = await call(t, 'POST', `/api/groups/${groupId}/co-leaders`, leader, {
      email: 'other-leader@example.org',
    });
    expect(invite.status).toBe(202);
    const mail = latestMailTo(t.dataDir, 'other-leader@example.org', /help lead/)!;
    const token = new URL(mail.links.find((l) => l.includes('invite='))!).searchParams.get('invite');
    expect((await call(t, 'POST', '/api/groups/co-leaders/accept', stranger, { token })).status).toBe(403);
    expect((await call(t, 'POST', '/api/groups/co-leaders/accept', otherLeader, { token })).status).toBe(200);
    expect((await view(otherLeader)).status).toBe(200);
    expect((await call(t, 'DELETE', `/api/groups/${groupId}`, otherLeader)).status).toBe(403);

    const leaders = await t.db
      .selectFrom('group_leaders')
      .selectAll()
      .where('group_id', '=', groupId)
      .execute();
    const to = leaders.find((l) => l.role === 'co_leader')!.account_id;
    expect(
      (await call(t, 'POST', `/api/groups/${groupId}/hand-over`, leader, { accountId: to })).status,
    ).toBe(200);
    expect((await call(t, 'DELETE', `/api/groups/${groupId}`, leader)).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/groups/${groupId}`, otherLeader)).status).toBe(200);

    for (const table of ['group_leaders', 'group_members', 'group_assignments', 'group_notes'] as const) {
      const rows = await t.db.selectFrom(table).selectAll().where('group_id', '=', groupId).execute();
      expect(rows, table).toEqual([]);
    }
    expect((await view(otherLeader)).status).toBe(404);
  });
});
