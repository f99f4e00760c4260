import type { AppDatabase } from '../../db/connection.ts';
import { completeUserChallenge, insertVerification, listActiveReadingChallenges, listVerifiedChallengeIds } from '../../db/queries/challenges.ts';
import { listReadChapters, upsertChapterRead, type ChapterReadRecord } from '../../db/queries/reading-progress.ts';
import { readingChallengesNowMet, type ReadChapter } from '../../src/lib/challenges/reading-completion.ts';

export interface CompletedChallenge {
  id: string;
  title: string;
}

export interface MarkChapterReadResult {
  progress: ChapterReadRecord;
  completedChallenges: CompletedChallenge[];
}

/**
 * Marks a chapter read and, in the same transaction, completes every active reading challenge the
 * user's reading now meets (learning.md section 4, "Automatic challenge completion"): a
 * verification { chapters_read, requirement_met } and the user's challenge completed at 100.
 */
export async function markChapterRead(db: AppDatabase, userId: string, read: ReadChapter, now = new Date()): Promise<MarkChapterReadResult> {
  return db.transaction().execute(async (trx) => {
    const progress = await upsertChapterRead(trx, userId, read, now);
    const challenges = await listActiveReadingChallenges(trx);
    if (challenges.length === 0) return { progress, completedChallenges: [] };

    const met = readingChallengesNowMet(challenges, await listReadChapters(trx, userId), await listVerifiedChallengeIds(trx, userId));
    const completedChallenges: CompletedChallenge[] = [];
    for (const check of met) {
      const inserted = await insertVerification(
        trx,
        {
          userId,
          challengeId: check.challengeId,
          verificationType: 'bible_reading',
          data: { chapters_read: check.chaptersRead, requirement_met: true },
        },
        now,
      );
      if (!inserted) continue;
      await completeUserChallenge(trx, userId, check.challengeId, now);
      const title = challenges.find((c) => c.id === check.challengeId)?.title ?? '';
      completedChallenges.push({ id: check.challengeId, title });
    }
    return { progress, completedChallenges };
  });
}
