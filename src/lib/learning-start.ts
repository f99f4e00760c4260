import { type AgeBand, isAgeBand } from './profile-checks.ts';

/**
 * Learning by age (issue 36): where a child's learning starts. Each age band has its start; the parent
 * may choose another for a child in /family (stored with the profile, null: the age band's).
 * - `stories` (4-6): the story path, listening with read-aloud;
 * - `stories-reader` (7-9): stories and the WEB reader, with the word helper on;
 * - `reader` (10-12): the reader, reading plans and memory verses.
 */
export const learningStarts = ['stories', 'stories-reader', 'reader'] as const;
export type LearningStart = (typeof learningStarts)[number];

export const startOfAgeBand: Record<AgeBand, LearningStart> = {
  '4-6': 'stories',
  '7-9': 'stories-reader',
  '10-12': 'reader',
};

export const isLearningStart = (value: unknown): value is LearningStart =>
  typeof value === 'string' && (learningStarts as readonly string[]).includes(value);

/**
 * A profile's start: the parent's choice, else its age band's. The account's own profile has none
 * (null); a child without an age band starts as 7-9 does.
 */
export function learningStartOf(profile: {
  kind: 'self' | 'child';
  ageBand: string | null;
  learningStart: string | null;
}): LearningStart | null {
  if (profile.kind !== 'child') return null;
  if (isLearningStart(profile.learningStart)) return profile.learningStart;
  return isAgeBand(profile.ageBand) ? startOfAgeBand[profile.ageBand] : 'stories-reader';
}
