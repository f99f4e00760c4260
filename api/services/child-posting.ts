import type { AppDatabase } from '../../db/connection.ts';
import { findProfile } from '../../db/queries/profiles.ts';
import { familyMessages } from '../../src/lib/profile-checks.ts';
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
  if (!profile?.communityPosting) throw new ApiError(403, 'posting_off', familyMessages.postingOff);
  return { awaitingParent: true };
}
