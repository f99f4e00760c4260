import type { Transaction } from 'kysely';
import {
  insertUserAchievement,
  insertUserBadge,
  listAchievements,
  listUnawardedBadges,
  listUserAchievements,
} from '../../db/queries/badges-and-achievements.ts';
import {
  completeUserChallenge,
  insertVerification,
  listActiveChallenges,
  listVerifiedChallengeIds,
} from '../../db/queries/challenges.ts';
import { loadUserProgress } from '../../db/queries/progress.ts';
import type { Database } from '../../db/schema.ts';
import { earnedAchievementIds, isProgressStat } from '../../src/lib/achievements.ts';
import { otherChallengeMet } from '../../src/lib/challenges/other-completion.ts';
import { parseVerificationRequirements } from '../../src/lib/challenges/requirements.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { ProgressAwards } from '../../src/lib/progress-answers.ts';

export type { ProgressAwards };

export const noAwards: ProgressAwards = { completedChallenges: [], badges: [], achievements: [] };

/**
 * After anything that makes progress (a chapter read, a game finished, a verse mastered, a story
 * approved), inside the same transaction: completes the memory, story and game challenges now met,
 * gives the badges of every completed challenge, and the achievements the user's stats now earn.
 * Reading challenges are completed before this, where the chapter is marked read.
 */
export async function awardProgress(
  trx: Transaction<Database>,
  learnerId: LearnerId,
  now: Date = new Date(),
): Promise<ProgressAwards> {
  const awards: ProgressAwards = { completedChallenges: [], badges: [], achievements: [] };

  const { activity } = await loadUserProgress(trx, learnerId);
  const verified = await listVerifiedChallengeIds(trx, learnerId);
  const challenges = await listActiveChallenges(trx);
  for (const challenge of challenges) {
    if (verified.has(challenge.id)) continue;
    const requirement = parseVerificationRequirements(challenge.requirements);
    if (!requirement || requirement.type === 'bible_reading' || !otherChallengeMet(requirement, activity))
      continue;
    const inserted = await insertVerification(
      trx,
      {
        learnerId,
        challengeId: challenge.id,
        verificationType: requirement.type,
        data: { requirement_met: true },
      },
      now,
    );
    if (!inserted) continue;
    await completeUserChallenge(trx, learnerId, challenge.id, now);
    awards.completedChallenges.push({ id: challenge.id, title: challenge.title });
  }

  const badgeNames = new Map(challenges.filter((c) => c.badge).map((c) => [c.badge!.id, c.badge!]));
  for (const { badgeId, challengeId } of await listUnawardedBadges(trx, learnerId)) {
    if (!(await insertUserBadge(trx, learnerId, badgeId, challengeId, now))) continue;
    const badge = badgeNames.get(badgeId);
    awards.badges.push({ id: badgeId, name: badge?.name ?? badgeId, icon: badge?.icon ?? '🏅' });
  }

  // Stats again: the challenges just completed count towards achievements too.
  const { stats } = await loadUserProgress(trx, learnerId);
  const all = await listAchievements(trx);
  const rules = all.flatMap((a) =>
    isProgressStat(a.stat) ? [{ id: a.id, stat: a.stat, count: a.count }] : [],
  );
  const have = new Set((await listUserAchievements(trx, learnerId)).map((a) => a.id));
  for (const id of earnedAchievementIds(rules, stats)) {
    if (have.has(id) || !(await insertUserAchievement(trx, learnerId, id, now))) continue;
    const a = all.find((x) => x.id === id)!;
    awards.achievements.push({ id, name: a.name, icon: a.icon });
  }
  return awards;
}
