import type { ExpressionBuilder, Selectable, Transaction, Updateable } from 'kysely';
import { isLocale, type Locale } from '../../src/i18n/locales.ts';
import type { AccountId, LearnerId } from '../../src/lib/ids.ts';
import type { Executor } from '../connection.ts';
import type { Database } from '../schema.ts';
import type { ProfileKind, ProfilesTable } from '../tables/families.ts';

/** A profile of a family: the account's own ('self', id = the user's id) or a child's. */
export interface Profile {
  id: LearnerId;
  accountId: AccountId;
  kind: ProfileKind;
  displayName: string;
  avatar: string;
  ageBand: string | null;
  /** The start the parent chose, or null (the age band's): see src/lib/learning-start.ts. */
  learningStart: string | null;
  /** A child's language, chosen by the child or the parent; null: none (the account's own is on the account). */
  locale: Locale | null;
  communityPosting: boolean;
  createdAt: string;
  lastActiveAt: string;
}

function toProfile(r: Selectable<ProfilesTable>): Profile {
  return {
    id: r.id as LearnerId,
    accountId: r.account_id as AccountId,
    kind: r.kind,
    displayName: r.display_name,
    avatar: r.avatar,
    ageBand: r.age_band,
    learningStart: r.learning_start,
    locale: isLocale(r.locale) ? r.locale : null,
    communityPosting: r.community_posting === 1,
    createdAt: r.created_at,
    lastActiveAt: r.last_active_at,
  };
}

/** The account's profiles: its own first, then the children in the order they were added. */
export async function listProfiles(db: Executor, accountId: AccountId): Promise<Profile[]> {
  const rows = await db
    .selectFrom('profiles')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('kind', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toProfile);
}

export async function countChildProfiles(db: Executor, accountId: AccountId): Promise<number> {
  const row = await db
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('kind', '=', 'child')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One of the account's profiles, or null (another family's id finds nothing). */
export async function findProfile(db: Executor, accountId: AccountId, id: string): Promise<Profile | null> {
  const row = await db
    .selectFrom('profiles')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toProfile(row) : null;
}

/** A profile by id whoever's it is (the server's own jobs only). */
export async function findProfileById(db: Executor, id: string): Promise<Profile | null> {
  const row = await db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toProfile(row) : null;
}

export interface ChildInput {
  displayName: string;
  avatar: string;
  ageBand: string;
  communityPosting: boolean;
  /** Null: the age band's start. */
  learningStart?: string | null;
  /** Null: none chosen. */
  locale?: Locale | null;
}

export async function insertChildProfile(
  db: Executor,
  accountId: AccountId,
  id: string,
  child: ChildInput,
  now: Date = new Date(),
): Promise<Profile> {
  const row = await db
    .insertInto('profiles')
    .values({
      id,
      account_id: accountId,
      kind: 'child',
      display_name: child.displayName,
      avatar: child.avatar,
      age_band: child.ageBand,
      learning_start: child.learningStart ?? null,
      community_posting: child.communityPosting ? 1 : 0,
      created_at: now.toISOString(),
      last_active_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProfile(row);
}

export async function updateChildProfile(
  db: Executor,
  accountId: AccountId,
  id: string,
  patch: Partial<ChildInput>,
): Promise<Profile | null> {
  const set: Updateable<ProfilesTable> = {};
  if (patch.displayName !== undefined) set.display_name = patch.displayName;
  if (patch.avatar !== undefined) set.avatar = patch.avatar;
  if (patch.ageBand !== undefined) set.age_band = patch.ageBand;
  if (patch.communityPosting !== undefined) set.community_posting = patch.communityPosting ? 1 : 0;
  if (patch.learningStart !== undefined) set.learning_start = patch.learningStart;
  if (patch.locale !== undefined) set.locale = patch.locale;
  if (Object.keys(set).length === 0) return findProfile(db, accountId, id);
  const row = await db
    .updateTable('profiles')
    .set(set)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('kind', '=', 'child')
    .returningAll()
    .executeTakeFirst();
  return row ? toProfile(row) : null;
}

/**
 * Deletes a child's profile and, by ON DELETE CASCADE, every row it owns (reading, challenges,
 * badges, achievements, verses, games, stories, Ask & Pray). Every session learning as that child
 * is ended first: left to the foreign key it would fall back to the account's own profile, and the
 * child's device would become the parent's without the PIN. False when it is not the account's child.
 */
export async function deleteChildProfile(
  trx: Transaction<Database>,
  accountId: AccountId,
  id: string,
): Promise<boolean> {
  const child = (eb: ExpressionBuilder<Database, 'profiles'>) =>
    eb.and([eb('account_id', '=', accountId), eb('id', '=', id), eb('kind', '=', 'child')]);
  await trx
    .deleteFrom('sessions')
    .where('user_id', '=', accountId)
    .where('active_profile_id', 'in', trx.selectFrom('profiles').select('id').where(child))
    .execute();
  const result = await trx.deleteFrom('profiles').where(child).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Notes that a profile learned now (retention counts from here); clears a retention warning. */
export async function touchProfile(db: Executor, id: string, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ last_active_at: now.toISOString(), retention_warned_at: null })
    .where('id', '=', id)
    .execute();
}
