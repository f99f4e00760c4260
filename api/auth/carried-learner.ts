import { z } from 'zod';
import type { AppDatabase } from '../../db/connection.ts';
import { findProfile } from '../../db/queries/profiles.ts';
import { learningStartOf } from '../../src/lib/learning-start.ts';
import { isAgeBand } from '../../src/lib/profile-checks.ts';
import type { RequestAuth } from '../context.ts';
import { ApiError, parseInput } from '../http/errors.ts';

/**
 * A write queued offline carries the profile that made it (the `x-learner-id` header, see
 * src/lib/offline-queue.ts): it is applied to that profile, not to whichever is learning when the
 * connection returns, and refused when the session may not act for it.
 */

const carriedIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'That learner id is not valid.');

export const wrongLearnerMessage =
  'This was saved on this device by another learner of your family. It will be sent when they are ' +
  'learning here again.';

/**
 * The request's auth acting for the carried profile: the session's own profile as it is; for the
 * account's own profile (the parent), any profile of its family; a child's session acts for itself
 * only (403 `wrong_learner` for a sibling's or the parent's profile, or another family's).
 */
export async function actForCarriedLearner(
  db: AppDatabase,
  auth: RequestAuth,
  carried: string,
): Promise<RequestAuth> {
  if (carried === auth.profile.id) return auth;
  const id = parseInput(carriedIdSchema, carried);
  const profile = auth.profile.kind === 'self' ? await findProfile(db, auth.user.id, id) : null;
  if (!profile) throw new ApiError(403, 'wrong_learner', wrongLearnerMessage);
  const { kind, displayName, avatar } = profile;
  const ageBand = kind === 'child' && isAgeBand(profile.ageBand) ? profile.ageBand : null;
  const start = learningStartOf(profile);
  const locale = kind === 'child' ? profile.locale : auth.user.locale;
  return { ...auth, profile: { id: profile.id, kind, displayName, avatar, ageBand, start, locale } };
}
