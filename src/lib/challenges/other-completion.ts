import { normalizeReference } from '../memory-verses.ts';
import type { VerificationRequirements } from './requirements.ts';

/** What a user has done, for the challenges that are not about reading. */
export interface UserActivity {
  /** Finished games (won or not). */
  gamesFinished: number;
  /** Normalized references of the verses the user has mastered. */
  masteredReferences: ReadonlySet<string>;
  /** Categories of the user's approved stories, one entry a story. */
  approvedStoryCategories: readonly string[];
  /** The longest streak of learning days (src/lib/streaks.ts). */
  longestStreak?: number;
  /** Ids of the reading plans the user finished. */
  finishedPlans?: ReadonlySet<string>;
}

/**
 * Whether a memory, story or game challenge is met (completion is automatic for every type, as it
 * is for reading; nobody completes a challenge by hand). Reading challenges: reading-completion.ts.
 */
export function otherChallengeMet(requirement: VerificationRequirements, activity: UserActivity): boolean {
  switch (requirement.type) {
    case 'game_completion':
      return activity.gamesFinished >= (requirement.games_required ?? 1);
    case 'memory_verse':
      return requirement.reference
        ? activity.masteredReferences.has(normalizeReference(requirement.reference))
        : activity.masteredReferences.size >= 1;
    case 'story_sharing':
      return requirement.category
        ? activity.approvedStoryCategories.includes(requirement.category)
        : activity.approvedStoryCategories.length >= 1;
    case 'streak':
      return (activity.longestStreak ?? 0) >= requirement.days;
    case 'reading_plan':
      return requirement.plan
        ? (activity.finishedPlans?.has(requirement.plan) ?? false)
        : (activity.finishedPlans?.size ?? 0) >= 1;
    default:
      return false;
  }
}
