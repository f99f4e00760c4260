import type { AppDatabase } from '../../db/connection.ts';
import { findNoteMail, listAssignments, listNotes } from '../../db/queries/group-work.ts';
import {
  type ChildGroup,
  deleteMember,
  findGroupByCode,
  type GroupPreview,
  insertMember,
  listChildGroups,
  listLearnerGroupIds,
} from '../../db/queries/groups.ts';
import type { Profile } from '../../db/queries/profiles.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { normalizeJoinCode } from '../../src/lib/groups/join-code.ts';
import type { AccountId, LearnerId } from '../../src/lib/ids.ts';
import { addDays, type Day } from '../../src/lib/site-day.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import { notFound, tooManyRequests, waitMessage } from '../http/errors.ts';
import { type AssignmentView, withStates } from './groups.ts';

/** A family's side of groups: a parent joins a child with a code, takes it out, reads the notes. */

export const membershipMessages = {
  unknownCode: 'No group has that code. Please check it with the leader.',
  tooManyGuesses: 'Too many codes tried.',
  notInGroup: 'That child is not in this group.',
} as const;

/** What a parent sees before joining: the group, and exactly what its leaders will see of the child. */
export interface JoinPreview {
  group: GroupPreview;
  leaderSees: { nickname: string; avatar: string; progress: string };
}

/**
 * The group a code opens. Every guess counts against the account's limit and a code that opens a
 * group is given back, so only wrong codes use it up (RateLimiter's limit of failures).
 */
async function groupOfCode(db: AppDatabase, limiter: RateLimiter, accountId: AccountId, typed: string) {
  const event = await limiter.take(accountId);
  if (!event.allowed) {
    throw tooManyRequests(
      `${membershipMessages.tooManyGuesses} ${waitMessage(event.retryAfterSeconds)}`,
      event.retryAfterSeconds,
    );
  }
  const code = normalizeJoinCode(typed);
  const group = code ? await findGroupByCode(db, code) : null;
  if (!group) throw notFound(membershipMessages.unknownCode);
  await event.giveBack();
  return group;
}

export async function previewJoin(
  db: AppDatabase,
  limiter: RateLimiter,
  accountId: AccountId,
  child: Profile,
  code: string,
): Promise<JoinPreview> {
  const group = await groupOfCode(db, limiter, accountId, code);
  return {
    group,
    leaderSees: {
      nickname: child.displayName,
      avatar: child.avatar,
      progress: 'assignments-only',
    },
  };
}

export async function joinGroup(
  db: AppDatabase,
  limiter: RateLimiter,
  accountId: AccountId,
  child: Profile,
  code: string,
): Promise<GroupPreview> {
  const group = await groupOfCode(db, limiter, accountId, code);
  await insertMember(db, group.id, child.id, new Date());
  return group;
}

/** Takes a child out of a group: the leader's view loses it at once (nothing of it was copied). */
export async function leaveGroup(db: AppDatabase, child: Profile, groupId: string): Promise<void> {
  if (!(await deleteMember(db, groupId, child.id))) throw notFound(membershipMessages.notInGroup);
}

export interface FamilyGroups {
  memberships: ChildGroup[];
  notes: Array<{ id: string; groupId: string; groupName: string; body: string; createdAt: string }>;
  noteMail: boolean;
}

/** The family's groups and their take-home notes (the parent's page and the data export). */
export async function familyGroups(db: AppDatabase, accountId: AccountId): Promise<FamilyGroups> {
  const [memberships, noteMail] = await Promise.all([
    listChildGroups(db, accountId),
    findNoteMail(db, accountId),
  ]);
  const names = new Map(memberships.map((m) => [m.id, m.name]));
  const notes = await listNotes(db, [...names.keys()]);
  return {
    memberships,
    notes: notes.map((n) => ({
      id: n.id,
      groupId: n.groupId,
      groupName: names.get(n.groupId) ?? '',
      body: n.body,
      createdAt: n.createdAt,
    })),
    noteMail,
  };
}

/** An assignment as its child sees it: what, where, when, and its own state. */
export type ClassAssignment = Omit<AssignmentView, 'states'> & { state: AssignmentView['states'][string] };

/** How long past its date an assignment not done yet still shows in "From your class". */
const openDaysAfterDue = 7;

/**
 * "From your class": the learner's open assignments (due at most a week ago), each with its state,
 * named in `locale`.
 */
export async function classAssignments(
  db: AppDatabase,
  learnerId: LearnerId,
  today: Day,
  locale: Locale,
): Promise<ClassAssignment[]> {
  const groupIds = await listLearnerGroupIds(db, learnerId);
  const from = addDays(today, -openDaysAfterDue);
  const assignments = (await listAssignments(db, groupIds)).filter((a) => a.dueOn >= from);
  const views = await withStates(db, assignments, [{ learnerId }], locale);
  return views.map(({ states, ...a }) => ({ ...a, state: states[learnerId]! }));
}
