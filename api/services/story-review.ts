import type { AppDatabase } from '../../db/connection.ts';
import { findStory, reviewStory, type Story } from '../../db/queries/stories.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { awardProgress } from './award-progress.ts';
import { refuseWhileWithParent } from './child-posting.ts';

/**
 * An admin's decision on a Keep it Real story: never on their own (403 `own_story`), never while it
 * waits for a child's parent (409 `awaiting_parent`); an approved story can complete the author's
 * story challenges, in the same transaction. The story after the review and whether it was public
 * before (a public page changes when it is approved, or when a published one is rejected).
 */
export async function reviewStoryAsAdmin(
  db: AppDatabase,
  id: number,
  adminId: AccountId,
  decision: 'approve' | 'reject',
): Promise<{ story: Story; wasPublished: boolean }> {
  const story = await findStory(db, id);
  if (!story) throw notFound('That story does not exist.');
  // An admin's own story is their own profile's, whose id is the account's.
  if ((story.userId as string) === adminId)
    throw new ApiError(403, 'own_story', 'Another admin must review your own story.');
  await refuseWhileWithParent(db, 'story', id);
  const reviewed = await db.transaction().execute(async (trx) => {
    const done = await reviewStory(trx, id, decision === 'approve' ? 'approved' : 'rejected', adminId);
    if (!done) throw notFound('That story does not exist.');
    if (decision === 'approve') await awardProgress(trx, story.userId);
    return done;
  });
  return { story: reviewed, wasPublished: story.status === 'approved' };
}
