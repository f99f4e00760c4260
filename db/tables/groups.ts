import type { AssignmentKind } from '../../src/lib/groups/assignment-target.ts';

/** Churches and classes (migration 038). */

export interface GroupsTable {
  id: string;
  name: string;
  /** The live join code; a new one replaces it. */
  code: string;
  weekly_goal: number | null;
  created_at: string;
}

export type GroupLeaderRole = 'leader' | 'co_leader';

export interface GroupLeadersTable {
  group_id: string;
  account_id: string;
  role: GroupLeaderRole;
  added_at: string;
}

export interface GroupMembersTable {
  group_id: string;
  /** A child's profile, joined by its parent. */
  profile_id: string;
  joined_at: string;
}

export interface GroupAssignmentsTable {
  id: string;
  group_id: string;
  kind: AssignmentKind;
  /** A story slug, `book:from-to`, a plan id, a memory verse id or a game id. */
  target: string;
  due_on: string;
  created_at: string;
}

export interface GroupNotesTable {
  id: string;
  group_id: string;
  body: string;
  assignment_id: string | null;
  created_at: string;
}

export interface GroupNoteMailTable {
  account_id: string;
  opted_in_at: string;
}
