/**
 * A member's state on an assignment, computed at read time from the learner's own progress (no
 * copy is kept: leaving a group leaves nothing behind, and doing the thing anywhere on the site
 * completes it).
 */
import type { AssignmentKind } from './assignment-target.ts';

export type AssignmentStatus = 'not_started' | 'started' | 'done';

export interface AssignmentState {
  status: AssignmentStatus;
  /** Stars earned on it: a heard story's star, a game's wins (at most 3); null for other kinds. */
  stars: number | null;
}

/** What the learner's progress says about one assignment (read by db/queries/groups.ts). */
export type AssignmentFacts =
  | { kind: 'story'; heard: boolean }
  | { kind: 'chapters'; read: number; total: number }
  | { kind: 'plan'; started: boolean; completed: boolean }
  | { kind: 'verse'; practised: boolean; mastered: boolean }
  | { kind: 'game'; played: number; won: number };

export const maxStars = 3;

export function assignmentState(facts: AssignmentFacts): AssignmentState {
  switch (facts.kind) {
    case 'story':
      return facts.heard ? { status: 'done', stars: 1 } : { status: 'not_started', stars: 0 };
    case 'chapters':
      return {
        status: facts.read >= facts.total ? 'done' : facts.read > 0 ? 'started' : 'not_started',
        stars: null,
      };
    case 'plan':
      return { status: facts.completed ? 'done' : facts.started ? 'started' : 'not_started', stars: null };
    case 'verse':
      return { status: facts.mastered ? 'done' : facts.practised ? 'started' : 'not_started', stars: null };
    case 'game':
      return {
        status: facts.won > 0 ? 'done' : facts.played > 0 ? 'started' : 'not_started',
        stars: Math.min(maxStars, facts.won),
      };
  }
}

/** The kinds a state is counted for in "our class heard 23 stories": done assignments by kind. */
export function countDone(
  states: ReadonlyArray<{ kind: AssignmentKind; state: AssignmentState }>,
): Record<AssignmentKind, number> {
  const totals: Record<AssignmentKind, number> = { story: 0, chapters: 0, plan: 0, verse: 0, game: 0 };
  for (const { kind, state } of states) if (state.status === 'done') totals[kind] += 1;
  return totals;
}
