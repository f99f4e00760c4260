import type { Transaction } from 'kysely';
import type { AccountId, LearnerId } from '../../src/lib/ids.ts';
import type { Executor } from '../connection.ts';
import type { Database } from '../schema.ts';
import type { GroupLeaderRole } from '../tables/groups.ts';

/** Groups, their leaders and members (migration 038); assignments and notes: group-work.ts. */

export interface Group {
  id: string;
  name: string;
  code: string;
  weeklyGoal: number | null;
  createdAt: string;
}

export interface LeaderGroup extends Group {
  role: GroupLeaderRole;
  memberCount: number;
}

/** A member as a leader sees it: the nickname and avatar its parent chose, nothing else. */
export interface GroupMember {
  learnerId: LearnerId;
  nickname: string;
  avatar: string;
}

export interface GroupLeader {
  accountId: AccountId;
  name: string;
  role: GroupLeaderRole;
}

/** A group as a parent sees it before and after joining: its name and its leader's display name. */
export interface GroupPreview {
  id: string;
  name: string;
  leaderName: string;
}

function toGroup(r: {
  id: string;
  name: string;
  code: string;
  weekly_goal: number | null;
  created_at: string;
}): Group {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    weeklyGoal: r.weekly_goal === null ? null : Number(r.weekly_goal),
    createdAt: r.created_at,
  };
}

const leaderName = (fullName: string | null): string => fullName?.trim() || 'Your leader';

/** A new group with its leader. */
export async function insertGroup(
  trx: Transaction<Database>,
  group: { id: string; name: string; code: string; leaderId: AccountId },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('groups')
    .values({ id: group.id, name: group.name, code: group.code, weekly_goal: null, created_at: at })
    .execute();
  await trx
    .insertInto('group_leaders')
    .values({ group_id: group.id, account_id: group.leaderId, role: 'leader', added_at: at })
    .execute();
}

export async function groupExists(db: Executor, groupId: string): Promise<boolean> {
  return (
    (await db.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst()) !== undefined
  );
}

/** Whether a code is some group's live code. */
export async function isJoinCodeTaken(db: Executor, code: string): Promise<boolean> {
  return (
    (await db.selectFrom('groups').select('id').where('code', '=', code).executeTakeFirst()) !== undefined
  );
}

/** Gives a group a new code: the old one stops working at once. */
export async function replaceJoinCode(db: Executor, groupId: string, code: string): Promise<void> {
  await db.updateTable('groups').set({ code }).where('id', '=', groupId).execute();
}

export async function updateGroup(
  db: Executor,
  groupId: string,
  patch: { name?: string; weeklyGoal?: number | null },
): Promise<void> {
  const set = {
    ...(patch.name === undefined ? {} : { name: patch.name }),
    ...(patch.weeklyGoal === undefined ? {} : { weekly_goal: patch.weeklyGoal }),
  };
  if (Object.keys(set).length > 0)
    await db.updateTable('groups').set(set).where('id', '=', groupId).execute();
}

/** The group a live code opens, with its leader's display name; null for any other code. */
export async function findGroupByCode(db: Executor, code: string): Promise<GroupPreview | null> {
  const row = await db
    .selectFrom('groups as g')
    .innerJoin('group_leaders as l', (j) => j.onRef('l.group_id', '=', 'g.id').on('l.role', '=', 'leader'))
    .innerJoin('users as u', 'u.id', 'l.account_id')
    .select(['g.id', 'g.name', 'u.full_name'])
    .where('g.code', '=', code)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, leaderName: leaderName(row.full_name) } : null;
}

/** A group as one of its leaders sees it; null when the account leads no group of that id. */
export async function findLedGroup(
  db: Executor,
  accountId: AccountId,
  groupId: string,
): Promise<(Group & { role: GroupLeaderRole }) | null> {
  const row = await db
    .selectFrom('groups as g')
    .innerJoin('group_leaders as l', 'l.group_id', 'g.id')
    .select(['g.id', 'g.name', 'g.code', 'g.weekly_goal', 'g.created_at', 'l.role'])
    .where('g.id', '=', groupId)
    .where('l.account_id', '=', accountId)
    .executeTakeFirst();
  return row ? { ...toGroup(row), role: row.role } : null;
}

/** The groups an account leads or co-leads, newest first. */
export async function listLedGroups(db: Executor, accountId: AccountId): Promise<LeaderGroup[]> {
  const rows = await db
    .selectFrom('groups as g')
    .innerJoin('group_leaders as l', 'l.group_id', 'g.id')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.code',
      'g.weekly_goal',
      'g.created_at',
      'l.role',
      eb
        .selectFrom('group_members as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.group_id', '=', 'g.id')
        .as('member_count'),
    ])
    .where('l.account_id', '=', accountId)
    .orderBy('g.created_at', 'desc')
    .execute();
  return rows.map((r) => ({ ...toGroup(r), role: r.role, memberCount: Number(r.member_count ?? 0) }));
}

export async function listGroupLeaders(db: Executor, groupId: string): Promise<GroupLeader[]> {
  const rows = await db
    .selectFrom('group_leaders as l')
    .innerJoin('users as u', 'u.id', 'l.account_id')
    .select(['l.account_id', 'u.full_name', 'l.role'])
    .where('l.group_id', '=', groupId)
    .orderBy('l.added_at')
    .execute();
  return rows.map((r) => ({
    accountId: r.account_id as AccountId,
    name: leaderName(r.full_name),
    role: r.role,
  }));
}

/** Makes an account a co-leader (nothing when it leads the group already). */
export async function addCoLeader(
  db: Executor,
  groupId: string,
  accountId: AccountId,
  now: Date,
): Promise<void> {
  await db
    .insertInto('group_leaders')
    .values({ group_id: groupId, account_id: accountId, role: 'co_leader', added_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['group_id', 'account_id']).doNothing())
    .execute();
}

/** The leader hands the group to a co-leader and becomes one; false when `to` is no co-leader of it. */
export async function handOverGroup(
  trx: Transaction<Database>,
  groupId: string,
  from: AccountId,
  to: AccountId,
): Promise<boolean> {
  const promoted = await trx
    .updateTable('group_leaders')
    .set({ role: 'leader' })
    .where('group_id', '=', groupId)
    .where('account_id', '=', to)
    .where('role', '=', 'co_leader')
    .executeTakeFirst();
  if (Number(promoted.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('group_leaders')
    .set({ role: 'co_leader' })
    .where('group_id', '=', groupId)
    .where('account_id', '=', from)
    .execute();
  return true;
}

/** Deletes a group with its leaders, members, assignments and notes (ON DELETE CASCADE). */
export async function deleteGroup(db: Executor, groupId: string): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', groupId).execute();
}

/** The group's members, by nickname. */
export async function listGroupMembers(db: Executor, groupId: string): Promise<GroupMember[]> {
  const rows = await db
    .selectFrom('group_members as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .select(['p.id', 'p.display_name', 'p.avatar'])
    .where('m.group_id', '=', groupId)
    .orderBy('p.display_name')
    .execute();
  return rows.map((r) => ({ learnerId: r.id as LearnerId, nickname: r.display_name, avatar: r.avatar }));
}

/** Joins a child to a group (nothing when it is in it already). */
export async function insertMember(
  db: Executor,
  groupId: string,
  learnerId: LearnerId,
  now: Date,
): Promise<void> {
  await db
    .insertInto('group_members')
    .values({ group_id: groupId, profile_id: learnerId, joined_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['group_id', 'profile_id']).doNothing())
    .execute();
}

/** Takes a child out of a group; whether it was in it. */
export async function deleteMember(db: Executor, groupId: string, learnerId: string): Promise<boolean> {
  const r = await db
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('profile_id', '=', learnerId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** A child's group as its parent sees it. */
export interface ChildGroup extends GroupPreview {
  learnerId: LearnerId;
  joinedAt: string;
}

/** The groups of a family's children (the parent's page and the export). */
export async function listChildGroups(db: Executor, accountId: AccountId): Promise<ChildGroup[]> {
  const rows = await db
    .selectFrom('group_members as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .innerJoin('group_leaders as l', (j) => j.onRef('l.group_id', '=', 'g.id').on('l.role', '=', 'leader'))
    .innerJoin('users as u', 'u.id', 'l.account_id')
    .select(['m.profile_id', 'm.joined_at', 'g.id', 'g.name', 'u.full_name'])
    .where('p.account_id', '=', accountId)
    .orderBy('m.joined_at')
    .execute();
  return rows.map((r) => ({
    learnerId: r.profile_id as LearnerId,
    joinedAt: r.joined_at,
    id: r.id,
    name: r.name,
    leaderName: leaderName(r.full_name),
  }));
}

/** The groups a learner is a member of (its "From your class"). */
export async function listLearnerGroupIds(db: Executor, learnerId: LearnerId): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('group_id')
    .where('profile_id', '=', learnerId)
    .execute();
  return rows.map((r) => r.group_id);
}
