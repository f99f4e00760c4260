import type { AppDatabase } from '../../db/connection.ts';
import { updateChildProfile } from '../../db/queries/profiles.ts';
import { saveAccountLocale } from '../../db/queries/users.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { RequestAuth } from '../context.ts';

/**
 * Remembers the language the active learner chose: a child's on its own profile (never a sibling's
 * or the account's), the parent's on the account, which e-mails follow.
 */
export async function saveLearnerLocale(
  db: AppDatabase,
  auth: RequestAuth,
  locale: Locale | null,
): Promise<void> {
  if (auth.profile.kind === 'child') await updateChildProfile(db, auth.user.id, auth.profile.id, { locale });
  else await saveAccountLocale(db, auth.user.id, locale);
}
