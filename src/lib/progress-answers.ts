/**
 * What the progress routes answer, shared by the API (api/services) and the browser's client and
 * stores, so both sides read one declaration.
 */

/** Said on the page after progress (Mark as Read, a devotional counted): maps and streaks fill in. */
export const readingProgressEvent = 'bsb:reading-progress';

/** Challenges completed, badges and achievements earned by a piece of progress. */
export interface ProgressAwards {
  completedChallenges: Array<{ id: string; title: string }>;
  badges: Array<{ id: string; name: string; icon: string }>;
  achievements: Array<{ id: string; name: string; icon: string }>;
}

/** What GET /api/reading-progress?version=&book= answers: the chapters of the book read. */
export interface BookProgressAnswer {
  version: string;
  book: string;
  chapters: Array<{ chapter: number; completedAt: string }>;
}

/** What POST /api/reading-progress (Mark as Read) answers besides the saved record. */
export interface MarkReadAnswer extends ProgressAwards {
  /** Reading plans this chapter finished. */
  finishedPlans: Array<{ id: string; title: string }>;
  /** Days of started plans this chapter completed (day from 1), not counting plans it finished. */
  planDaysDone: Array<{ id: string; title: string; day: number }>;
}

/** What GET /api/progress answers. */
export interface UserProgress {
  challenges: Array<{
    challengeId: string;
    status: 'started' | 'completed';
    progress: number;
    startedAt: string;
    completedAt: string | null;
  }>;
  badges: Array<{ id: string; name: string; icon: string; description: string; awardedAt: string }>;
  achievements: Array<{ id: string; earnedAt: string }>;
  masteredVerses: Array<{ id: string; reference: string; masteredAt: string }>;
  stats: Record<string, number>;
  points: number;
}
