import type { AppDatabase } from '../../db/connection.ts';
import {
  exportProfileRows,
  learnerWeek,
  listParentReviews,
  type ParentReviewItem,
} from '../../db/queries/family.ts';
import {
  findFamilySettings,
  findParentPinHash,
  saveParentPinHash,
} from '../../db/queries/family-settings.ts';
import { lockOwnerCount } from '../../db/queries/owner-lock.ts';
import {
  type ChildInput,
  countChildProfiles,
  deleteChildProfile,
  findProfile,
  insertChildProfile,
  listProfiles,
  type Profile,
  touchProfile,
} from '../../db/queries/profiles.ts';
import { setActiveProfile } from '../../db/queries/sessions.ts';
import { findUserById, type User } from '../../db/queries/users.ts';
import { baseLocale, type Locale } from '../../src/i18n/locales.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { weekInLanguage } from '../../src/lib/learner-week-names.ts';
import type { NamedLearnerWeek } from '../../src/lib/profile-checks.ts';
import { canAddChild, familyAnswerTexts, familyTexts } from '../../src/lib/profile-rules.ts';
import type { Day } from '../../src/lib/site-day.ts';
import { isAccountPassword } from '../auth/accounts.ts';
import { hashPassword } from '../auth/password.ts';
import { randomToken } from '../auth/tokens.ts';
import type { AppDeps, RequestAuth } from '../context.ts';
import { checkParentPin } from '../family/pin-guard.ts';
import { apiTexts } from '../http/api-text.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { type StreakAnswer, streakAnswer } from './streak-answer.ts';

/** The family of one account: its child profiles, who is learning, the parent's PIN and page. */

const weekMs = 7 * 24 * 60 * 60 * 1000;

/** A child profile of the account's family; 404 for anything else (another family's too). */
export async function getChild(db: AppDatabase, accountId: AccountId, id: string): Promise<Profile> {
  const child = await findProfile(db, accountId, id);
  if (child?.kind !== 'child') throw notFound(familyAnswerTexts.noSuchProfile);
  return child;
}

/** A new child profile; 409 `too_many_children` past the family's limit (counted under its lock). */
export function addChild(db: AppDatabase, accountId: AccountId, input: ChildInput): Promise<Profile> {
  return db.transaction().execute(async (trx) => {
    await lockOwnerCount(trx, 'children', accountId);
    if (!canAddChild(await countChildProfiles(trx, accountId))) {
      throw new ApiError(409, 'too_many_children', familyTexts.tooManyChildren);
    }
    return insertChildProfile(trx, accountId, randomToken(15), input);
  });
}

/** Deletes a child profile and all its data (deleteChildProfile); 404 when it is not the family's. */
export async function removeChild(db: AppDatabase, accountId: AccountId, id: string): Promise<void> {
  if (!(await db.transaction().execute((trx) => deleteChildProfile(trx, accountId, id)))) {
    throw notFound(familyAnswerTexts.noSuchProfile);
  }
}

/**
 * Who is learning in this session: a child's profile freely, the parent's own with the PIN when
 * one is set (from a child's). The profile switched to.
 */
export async function switchLearner(
  deps: Pick<AppDeps, 'db' | 'settings' | 'mailWorker'>,
  auth: RequestAuth,
  profileId: string,
  pin: string | undefined,
): Promise<Profile> {
  const target = await findProfile(deps.db, auth.user.id, profileId);
  if (!target) throw notFound(familyAnswerTexts.noSuchProfile);
  if (target.kind === 'self' && auth.profile.kind === 'child') {
    const pinHash = await findParentPinHash(deps.db, auth.user.id);
    if (pinHash) await checkParentPin(deps, auth.user.id, pinHash, pin);
  }
  await setActiveProfile(deps.db, auth.session.id, target.kind === 'self' ? null : target.id);
  if (target.kind === 'child') await touchProfile(deps.db, target.id);
  return target;
}

/** Sets, changes or removes (null) the parent's PIN, with the account password; whether one is set. */
export async function setParentPin(
  deps: Parameters<typeof isAccountPassword>[0],
  accountId: AccountId,
  password: string,
  pin: string | null,
): Promise<boolean> {
  if (!(await isAccountPassword(deps, accountId, password))) {
    throw new ApiError(403, 'wrong_password', apiTexts.wrongPassword);
  }
  const pinHash = pin === null ? null : await hashPassword(pin);
  await saveParentPinHash(deps.db, accountId, pinHash);
  return pinHash !== null;
}

export interface ChildWithWeek {
  profile: Profile;
  /** The last seven days, its books and verses named in the request's language. */
  week: NamedLearnerWeek;
  streak: StreakAnswer;
}

export interface FamilyOverview {
  children: ChildWithWeek[];
  hasPin: boolean;
  weeklySummary: boolean;
  reviews: ParentReviewItem[];
}

/** The parent's page: the children with their last seven days and streak, the settings, the reviews. */
export async function familyOverview(
  db: AppDatabase,
  accountId: AccountId,
  today: Day,
  locale?: Locale,
): Promise<FamilyOverview> {
  const [profiles, reviews, settings] = await Promise.all([
    listProfiles(db, accountId),
    listParentReviews(db, accountId),
    findFamilySettings(db, accountId),
  ]);
  const since = new Date(Date.now() - weekMs);
  const children = profiles.filter((p) => p.kind === 'child');
  const [weeks, streaks] = await Promise.all([
    Promise.all(children.map((p) => learnerWeek(db, p.id, since))),
    Promise.all(children.map((p) => streakAnswer(db, p.id, today, p.displayName, locale))),
  ]);
  return {
    children: children.map((profile, i) => ({
      profile,
      week: weekInLanguage(weeks[i]!, locale ?? baseLocale),
      streak: streaks[i]!,
    })),
    ...settings,
    reviews,
  };
}

export interface ProfileExport {
  profile: Profile;
  data: Record<string, Array<Record<string, unknown>>>;
}

/** All data of one profile (parental rights: a child's, or each of the family's). */
export async function exportProfile(db: AppDatabase, profile: Profile): Promise<ProfileExport> {
  return { profile, data: await exportProfileRows(db, profile.id) };
}

/** All data of the family: the account and every profile's data. */
export async function exportFamily(
  db: AppDatabase,
  accountId: AccountId,
): Promise<{ account: User | null; profiles: ProfileExport[] }> {
  const [account, profiles] = await Promise.all([findUserById(db, accountId), listProfiles(db, accountId)]);
  return { account, profiles: await Promise.all(profiles.map((p) => exportProfile(db, p))) };
}
