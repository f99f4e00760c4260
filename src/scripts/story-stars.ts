import { apiRequest } from '../client/request.ts';
import type { MilestoneProgress, StoryStar } from '../lib/bible-stories/path.ts';
import { loadSession } from '../stores/session.ts';

/**
 * The story path's stars in the browser: always the ACTIVE learner's, asked for by their id (the
 * API refuses any other learner's), so a sibling's stars are never shown on this device.
 */

export interface LearnerStars {
  learnerId: string;
  stars: StoryStar[];
  progress: MilestoneProgress;
}

/** The active learner's id, or null for a visitor. */
export async function activeLearnerId(): Promise<string | null> {
  const session = await loadSession();
  if (!session.user) return null;
  return session.profile?.id ?? session.user.id;
}

export const starsPath = (learnerId: string): string =>
  `/api/bible-stories/learners/${encodeURIComponent(learnerId)}/stars`;

/** The active learner's stars; null for a visitor or when they cannot be had (offline, an error). */
export async function loadActiveStars(): Promise<LearnerStars | null> {
  const learnerId = await activeLearnerId();
  if (!learnerId) return null;
  const result = await apiRequest<Omit<LearnerStars, 'learnerId'>>('GET', starsPath(learnerId), undefined, {
    cache: 'no-store',
  });
  return result.ok ? { learnerId, ...result.data } : null;
}
