import { isLocale, type Locale } from '../../src/i18n/locales.ts';
import type { AssignmentFacts } from '../../src/lib/groups/assignment-state.ts';
import {
  type AssignmentKind,
  chaptersOf,
  parseChapterRange,
} from '../../src/lib/groups/assignment-target.ts';
import type { AccountId, LearnerId } from '../../src/lib/ids.ts';
import type { Executor } from '../connection.ts';

/** A group's assignments and take-home notes, and what its members' progress says about them. */

export interface Assignment {
  id: string;
  groupId: string;
  kind: AssignmentKind;
  target: string;
  dueOn: string;
  createdAt: string;
}

export interface GroupNote {
  id: string;
  groupId: string;
  body: string;
  assignmentId: string | null;
  createdAt: string;
}

const toAssignment = (r: {
  id: string;
  group_id: string;
  kind: AssignmentKind;
  target: string;
  due_on: string;
  created_at: string;
}): Assignment => ({
  id: r.id,
  groupId: r.group_id,
  kind: r.kind,
  target: r.target,
  dueOn: r.due_on,
  createdAt: r.created_at,
});

export async function insertAssignment(db: Executor, a: Assignment): Promise<void> {
  await db
    .insertInto('group_assignments')
    .values({
      id: a.id,
      group_id: a.groupId,
      kind: a.kind,
      target: a.target,
      due_on: a.dueOn,
      created_at: a.createdAt,
    })
    .execute();
}

/** Deletes one assignment of a group; whether it was there. */
export async function deleteAssignment(db: Executor, groupId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('group_assignments')
    .where('group_id', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The assignments of some groups, by due date. */
export async function listAssignments(db: Executor, groupIds: readonly string[]): Promise<Assignment[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('group_assignments')
    .selectAll()
    .where('group_id', 'in', groupIds)
    .orderBy('due_on')
    .orderBy('created_at')
    .execute();
  return rows.map(toAssignment);
}

export async function findAssignment(db: Executor, groupId: string, id: string): Promise<Assignment | null> {
  const row = await db
    .selectFrom('group_assignments')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toAssignment(row) : null;
}

/**
 * What each learner's progress says about one assignment, read from the learning tables at the time
 * of asking and about this assignment's target only (a leader's view reads nothing else). A game
 * counts the results since the assignment was given; the other kinds count whenever they were done.
 */
export async function assignmentFacts(
  db: Executor,
  assignment: Assignment,
  learnerIds: readonly LearnerId[],
): Promise<Map<LearnerId, AssignmentFacts>> {
  const facts = new Map<LearnerId, AssignmentFacts>();
  if (learnerIds.length === 0) return facts;
  const ids = [...learnerIds];
  const { target } = assignment;
  switch (assignment.kind) {
    case 'story': {
      const heard = new Set(await storyHeardBy(db, target, ids));
      for (const id of ids) facts.set(id, { kind: 'story', heard: heard.has(id) });
      return facts;
    }
    case 'chapters': {
      const range = parseChapterRange(target);
      const chapters = range ? chaptersOf(range) : [];
      const rows =
        range === null
          ? []
          : await db
              .selectFrom('bible_reading_progress')
              .select((eb) => ['user_id', eb.fn.count<number>('chapter').distinct().as('n')])
              .where('user_id', 'in', ids)
              .where('book', '=', range.book)
              .where('chapter', '>=', range.from)
              .where('chapter', '<=', range.to)
              .groupBy('user_id')
              .execute();
      const read = new Map(rows.map((r) => [r.user_id, Number(r.n)]));
      for (const id of ids)
        facts.set(id, { kind: 'chapters', read: read.get(id) ?? 0, total: chapters.length });
      return facts;
    }
    case 'plan': {
      const rows = await db
        .selectFrom('learner_reading_plans')
        .select(['user_id', 'completed_at'])
        .where('plan_id', '=', target)
        .where('user_id', 'in', ids)
        .execute();
      const plans = new Map(rows.map((r) => [r.user_id, r.completed_at]));
      for (const id of ids) {
        facts.set(id, { kind: 'plan', started: plans.has(id), completed: Boolean(plans.get(id)) });
      }
      return facts;
    }
    case 'verse': {
      const rows = await db
        .selectFrom('user_verse_progress')
        .select(['user_id', 'is_mastered', 'attempts'])
        .where('memory_verse_id', '=', target)
        .where('user_id', 'in', ids)
        .execute();
      const verses = new Map(rows.map((r) => [r.user_id, r]));
      for (const id of ids) {
        const v = verses.get(id);
        facts.set(id, {
          kind: 'verse',
          practised: v !== undefined && (Number(v.attempts) > 0 || Number(v.is_mastered) === 1),
          mastered: Number(v?.is_mastered ?? 0) === 1,
        });
      }
      return facts;
    }
    case 'game': {
      const rows = await db
        .selectFrom('game_results')
        .select((eb) => [
          'user_id',
          eb.fn.countAll<number>().as('played'),
          eb.fn.sum<number>('won').as('won'),
        ])
        .where('game_id', '=', target)
        .where('user_id', 'in', ids)
        .where('created_at', '>=', assignment.createdAt)
        .groupBy('user_id')
        .execute();
      const games = new Map(rows.map((r) => [r.user_id, r]));
      for (const id of ids) {
        const g = games.get(id);
        facts.set(id, { kind: 'game', played: Number(g?.played ?? 0), won: Number(g?.won ?? 0) });
      }
      return facts;
    }
  }
}

/** The learners among `ids` who heard a story (its star on the story path, table bible_story_stars). */
export async function storyHeardBy(
  db: Executor,
  slug: string,
  ids: readonly LearnerId[],
): Promise<LearnerId[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('bible_story_stars')
    .select('user_id')
    .where('story_slug', '=', slug)
    .where('user_id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.user_id as LearnerId);
}

export async function insertNote(db: Executor, note: GroupNote): Promise<void> {
  await db
    .insertInto('group_notes')
    .values({
      id: note.id,
      group_id: note.groupId,
      body: note.body,
      assignment_id: note.assignmentId,
      created_at: note.createdAt,
    })
    .execute();
}

/** The notes of some groups, newest first. */
export async function listNotes(db: Executor, groupIds: readonly string[], limit = 20): Promise<GroupNote[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('group_notes')
    .selectAll()
    .where('group_id', 'in', groupIds)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    groupId: r.group_id,
    body: r.body,
    assignmentId: r.assignment_id,
    createdAt: r.created_at,
  }));
}

/** The e-mail addresses of the parents of a group's members who asked for its notes by e-mail. */
export async function listNoteRecipients(
  db: Executor,
  groupId: string,
): Promise<Array<{ accountId: AccountId; email: string; locale: Locale | null }>> {
  const rows = await db
    .selectFrom('group_members as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .innerJoin('users as u', 'u.id', 'p.account_id')
    .innerJoin('group_note_mail as o', 'o.account_id', 'u.id')
    .select(['u.id', 'u.email', 'u.locale'])
    .distinct()
    .where('m.group_id', '=', groupId)
    .execute();
  return rows.map((r) => ({
    accountId: r.id as AccountId,
    email: r.email,
    locale: isLocale(r.locale) ? r.locale : null,
  }));
}

/** Whether a parent gets the take-home notes by e-mail. */
export async function findNoteMail(db: Executor, accountId: AccountId): Promise<boolean> {
  const row = await db
    .selectFrom('group_note_mail')
    .select('account_id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns the take-home notes by e-mail on or off; whether the account was found (for the link). */
export async function saveNoteMail(
  db: Executor,
  accountId: AccountId,
  enabled: boolean,
  now: Date,
): Promise<void> {
  if (!enabled) {
    await db.deleteFrom('group_note_mail').where('account_id', '=', accountId).execute();
    return;
  }
  await db
    .insertInto('group_note_mail')
    .values({ account_id: accountId, opted_in_at: now.toISOString() })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
}
