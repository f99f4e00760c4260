import type { AssignmentState } from '../../lib/groups/assignment-state.ts';
import type { AssignmentKind } from '../../lib/groups/assignment-target.ts';

/** The groups API's answers as the islands read them (api/routes/groups.ts, family-groups.ts). */

export interface LedGroup {
  id: string;
  name: string;
  code: string;
  role: 'leader' | 'co_leader';
  memberCount: number;
  weeklyGoal: number | null;
}

export interface AssignmentView {
  id: string;
  kind: AssignmentKind;
  target: string;
  title: string;
  href: string;
  dueOn: string;
  states: Record<string, AssignmentState>;
}

export interface GroupDetail {
  group: LedGroup;
  leaders: Array<{ accountId: string; name: string; role: 'leader' | 'co_leader' }>;
  members: Array<{ learnerId: string; nickname: string; avatar: string }>;
  assignments: AssignmentView[];
  week: { done: Record<AssignmentKind, number>; total: number; goal: number | null };
  notes: Array<{ id: string; body: string; createdAt: string }>;
}

/** The choices of the assignment form, worked out at build time from the site's data. */
export type TargetChoices = Record<AssignmentKind, Array<{ value: string; label: string }>>;
