import type { AppDatabase } from '../../db/connection.ts';
import { type ParentReviewKind, waitsForParent } from '../../db/queries/family.ts';
import { findProfile } from '../../db/queries/profiles.ts';
import { familyAnswerTexts } from '../../src/lib/profile-checks.ts';
import type { RequestAuth } from '../context.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Whether the active profile may post to the community, and how: a parent's own submissions go to
 * the admins as before; a child's wait for the parent first, and none are taken when the parent
 * turned community posting off for that child.
 */
export async function communityPostingOf(
  db: AppDatabase,
  auth: RequestAuth,
): Promise<{ awaitingParent: boolean }> {
  if (auth.profile.kind !== 'child') return { awaitingParent: false };
  const profile = await findProfile(db, auth.user.id, auth.profile.id);
  if (!profile?.communityPosting) throw new ApiError(403, 'posting_off', familyAnswerTexts.postingOff);
  return { awaitingParent: true };
}

/**
 * Refuses (409 `awaiting_parent`, nothing changed) an admin's decision on a child's submission that
 * still waits for its parent: the admins decide after the parent, never before.
 */
export async function refuseWhileWithParent(
  db: AppDatabase,
  kind: ParentReviewKind,
  id: number,
): Promise<void> {
  if (await waitsForParent(db, kind, id)) {
    throw new ApiError(409, 'awaiting_parent', familyAnswerTexts.stillWithParent);
  }
}
