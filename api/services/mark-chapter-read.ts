import type { AppDatabase } from '../../db/connection.ts';
import {
  completeUserChallenge,
  insertVerification,
  listActiveReadingChallenges,
  listVerifiedChallengeIds,
} from '../../db/queries/challenges.ts';
import {
  type ChapterReadRecord,
  listReadChapters,
  upsertChapterRead,
} from '../../db/queries/reading-progress.ts';
import { type ReadChapter, readingChallengesNowMet } from '../../src/lib/challenges/reading-completion.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { MarkReadAnswer } from '../../src/lib/progress-answers.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { awardProgress } from './award-progress.ts';
import { recordLearningDay } from './learning-days.ts';
import { finishCompletedPlans, newlyDonePlanDays, openPlanDays } from './reading-plan-progress.ts';

export interface CompletedChallenge {
  id: string;
  title: string;
}

/** The Mark as Read answer (src/lib/progress-answers.ts) with the record saved. */
export interface MarkChapterReadResult extends MarkReadAnswer {
  progress: ChapterReadRecord;
}

/**
 * Marks a chapter read and, in the same transaction, completes every active reading challenge the
 * user's reading now meets (reading challenges complete by themselves): a
 * verification { chapters_read, requirement_met } and the user's challenge completed at 100.
 * Then the day counts for the learner's streak, the plan days it completes are named, the reading
 * plans now finished are finished, and the badges and achievements the reading earned, all in the
 * same transaction. `timeZone` is SITE_TIME_ZONE.
 */
export async function markChapterRead(
  db: AppDatabase,
  learnerId: LearnerId,
  read: ReadChapter,
  timeZone: string,
  now = new Date(),
): Promise<MarkChapterReadResult> {
  return db.transaction().execute(async (trx) => {
    const planDaysBefore = await openPlanDays(trx, learnerId);
    const progress = await upsertChapterRead(trx, learnerId, read, now);
    const challenges = await listActiveReadingChallenges(trx);
    const met = readingChallengesNowMet(
      challenges,
      await listReadChapters(trx, learnerId),
      await listVerifiedChallengeIds(trx, learnerId),
    );
    const completedChallenges: CompletedChallenge[] = [];
    for (const check of met) {
      const inserted = await insertVerification(
        trx,
        {
          learnerId,
          challengeId: check.challengeId,
          verificationType: 'bible_reading',
          data: { chapters_read: check.chaptersRead, requirement_met: true },
        },
        now,
      );
      if (!inserted) continue;
      await completeUserChallenge(trx, learnerId, check.challengeId, now);
      const title = challenges.find((c) => c.id === check.challengeId)?.title ?? '';
      completedChallenges.push({ id: check.challengeId, title });
    }
    await recordLearningDay(trx, learnerId, siteDay(now, timeZone), 'chapter', now);
    // Before finishing: a finished plan is no longer open, so its last day is not counted twice.
    const planDaysDone = await newlyDonePlanDays(trx, learnerId, planDaysBefore);
    const finishedPlans = await finishCompletedPlans(trx, learnerId, now);
    const awards = await awardProgress(trx, learnerId, now);
    return {
      progress,
      finishedPlans,
      planDaysDone: planDaysDone.filter((d) => !finishedPlans.some((p) => p.id === d.id)),
      completedChallenges: [...completedChallenges, ...awards.completedChallenges],
      badges: awards.badges,
      achievements: awards.achievements,
    };
  });
}
