import { type Selectable, sql } from 'kysely';
import { isLocale, type Locale } from '../../src/i18n/locales.ts';
import type { AccountId, LearnerId } from '../../src/lib/ids.ts';
import { type LearningStart, learningStartOf } from '../../src/lib/learning-start.ts';
import { type AgeBand, isAgeBand } from '../../src/lib/profile-checks.ts';
import type { SubscriptionRecord } from '../../src/lib/subscription.ts';
import type { AppDatabase } from '../connection.ts';
import { compiledOnce } from '../fast/index.ts';
import type { SessionsTable } from '../tables/accounts.ts';
import type { ProfileKind } from '../tables/families.ts';
import type { User } from './users.ts';

/** The profile learning in a session: the account's own or one of its children's. */
export interface ActiveProfile {
  id: LearnerId;
  kind: ProfileKind;
  displayName: string;
  avatar: string;
  /** A child's age band ('4-6', '7-9', '10-12'); null for the account's own profile. */
  ageBand: AgeBand | null;
  /** Where a child's learning starts (src/lib/learning-start.ts); null for the account's own. */
  start: LearningStart | null;
  /** The learner's language: a child's own, the account's for its own profile; null: none chosen. */
  locale: Locale | null;
}

export interface SessionRow {
  id: string;
  accountId: AccountId;
  secretHash: Uint8Array;
  createdAt: Date;
  lastVerifiedAt: Date;
  remembered: boolean;
  /** Null: the account's own profile. */
  activeProfileId?: string | null;
}

export async function insertSession(db: AppDatabase, session: SessionRow): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.accountId,
      secret_hash: session.secretHash,
      created_at: session.createdAt.toISOString(),
      last_verified_at: session.lastVerifiedAt.toISOString(),
      remembered: session.remembered ? 1 : 0,
    })
    .execute();
}

export async function findSession(db: AppDatabase, id: string): Promise<SessionRow | null> {
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? sessionFrom(row) : null;
}

/** A sessions row as the auth code reads it. */
function sessionFrom(
  row: Pick<
    Selectable<SessionsTable>,
    'id' | 'user_id' | 'secret_hash' | 'created_at' | 'last_verified_at' | 'remembered'
  >,
): SessionRow {
  return {
    id: row.id,
    accountId: row.user_id as AccountId,
    // Both drivers give a Buffer (a Uint8Array): kept as it is, not copied (the session read's hot path).
    secretHash: row.secret_hash instanceof Uint8Array ? row.secret_hash : new Uint8Array(row.secret_hash),
    createdAt: new Date(row.created_at),
    lastVerifiedAt: new Date(row.last_verified_at),
    remembered: row.remembered === 1,
  };
}

/**
 * What a signed-in request reads at once, beside its session, user and active profile: the admin
 * role's two checks (the role function's answer and the user_roles row; see api/auth/admin.ts), the
 * account's subscription records and how many child profiles it has. The session answer, the admin
 * check and the plan limits use these instead of reading them again in the same request.
 */
export interface SessionFacts {
  /** The role function's answer for the admin role (`has_role`: a user_roles row exists). */
  adminRole: boolean;
  /** Whether the user's user_roles row for the admin role was found. */
  adminRoleRow: boolean;
  /** The account's subscription records (the family's plan is the account's). */
  subscriptions: SubscriptionRecord[];
  /** How many child profiles the account has. */
  childProfiles: number;
}

/** The role whose checks the session read carries. */
export const sessionFactsRole = 'admin';

/**
 * One read by the session's primary key: the session, its user, the active profile, the admin role
 * checks, the child count and the account's subscriptions (a row per subscription, at least one).
 * Values are compared as `cast(? as text)`, not as bare parameters: SQLite re-prepares a join whose
 * WHERE compares a column with a bare bound parameter at every new value (about 50 µs, not 8).
 */
const sessionWithUser = compiledOnce(
  2,
  (db, id: string, role: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      // The active profile (the account's own when none is set); always one of the account's.
      .leftJoin('profiles', (join) =>
        join
          .on(sql`profiles.id`, '=', sql`coalesce(sessions.active_profile_id, sessions.user_id)`)
          .onRef('profiles.account_id', '=', 'sessions.user_id'),
      )
      .leftJoin('subscriptions', 'subscriptions.user_id', 'sessions.user_id')
      .select([
        'sessions.id',
        'sessions.user_id',
        'sessions.secret_hash',
        'sessions.created_at',
        'sessions.last_verified_at',
        'sessions.remembered',
        'users.email',
        'users.full_name',
        'users.email_confirmed_at',
        'users.created_at as user_created_at',
        'users.locale as user_locale',
        'profiles.id as profile_id',
        'profiles.kind as profile_kind',
        'profiles.display_name as profile_name',
        'profiles.avatar as profile_avatar',
        'profiles.age_band as profile_age_band',
        'profiles.learning_start as profile_learning_start',
        'profiles.locale as profile_locale',
        sql<number | boolean>`exists(select 1 from user_roles
        where user_roles.user_id = sessions.user_id and user_roles.role = cast(${role} as text))`.as(
          'admin_role',
        ),
        sql<string | null>`(select user_roles.role from user_roles
        where user_roles.user_id = sessions.user_id and user_roles.role = cast(${role} as text))`.as(
          'admin_role_row',
        ),
        sql<number | string>`(select count(*) from profiles as children
        where children.account_id = sessions.user_id and children.kind = 'child')`.as('child_profiles'),
        'subscriptions.source as sub_source',
        'subscriptions.tier as sub_tier',
        'subscriptions.status as sub_status',
        'subscriptions.current_period_end as sub_period_end',
      ])
      .where('sessions.id', '=', sql<string>`cast(${id} as text)`),
  // Over SQLite the rows are kept while the database is unchanged: a sign-out, a touch or any other
  // commit, on this server or another, forgets them (see `StatementCache.readKept`).
  { keptWhileUnchanged: true },
);

/** A session with its user, active profile and the request's facts, as one read gives them. */
export interface SessionWithUser {
  session: SessionRow;
  user: User;
  profile: ActiveProfile;
  facts: SessionFacts;
}

/**
 * A session, its user, its active profile and the request's facts (`SessionFacts`) in one read by
 * the session's primary key (every signed-in request does this).
 */
export async function findSessionWithUser(db: AppDatabase, id: string): Promise<SessionWithUser | null> {
  return sessionWithUserFrom(await sessionWithUser(db, id, sessionFactsRole));
}

/**
 * The same read without a promise when the database answers synchronously (SQLite outside a
 * transaction: the kept statement runs at once); undefined when it cannot (PostgreSQL, a
 * transaction open on the connection), and the caller then uses `findSessionWithUser`.
 */
export function findSessionWithUserNow(db: AppDatabase, id: string): SessionWithUser | null | undefined {
  const rows = sessionWithUser.now(db, id, sessionFactsRole);
  return rows ? sessionWithUserFrom(rows) : undefined;
}

type SessionWithUserRows = Awaited<ReturnType<typeof sessionWithUser>>;

function sessionWithUserFrom(rows: SessionWithUserRows): SessionWithUser | null {
  const row = rows[0];
  if (!row) return null;
  const subscriptions: SubscriptionRecord[] = [];
  for (const r of rows) {
    if (r.sub_source === null || r.sub_tier === null || r.sub_status === null) continue;
    subscriptions.push({
      source: r.sub_source,
      tier: r.sub_tier,
      status: r.sub_status,
      currentPeriodEnd: r.sub_period_end,
    });
  }
  const accountLocale = isLocale(row.user_locale) ? row.user_locale : null;
  const profile: ActiveProfile =
    row.profile_id && row.profile_kind
      ? {
          id: row.profile_id as LearnerId,
          kind: row.profile_kind,
          displayName: row.profile_kind === 'self' ? row.full_name?.trim() || 'Me' : (row.profile_name ?? ''),
          avatar: row.profile_avatar ?? 'lamb',
          ageBand:
            row.profile_kind === 'child' && isAgeBand(row.profile_age_band) ? row.profile_age_band : null,
          start: learningStartOf({
            kind: row.profile_kind,
            ageBand: row.profile_age_band,
            learningStart: row.profile_learning_start,
          }),
          locale:
            row.profile_kind === 'child'
              ? isLocale(row.profile_locale)
                ? row.profile_locale
                : null
              : accountLocale,
        }
      : {
          id: row.user_id as LearnerId,
          kind: 'self',
          displayName: row.full_name?.trim() || 'Me',
          avatar: 'lamb',
          ageBand: null,
          start: null,
          locale: accountLocale,
        };
  return {
    profile,
    session: {
      ...sessionFrom(row),
      activeProfileId: row.profile_id && row.profile_kind === 'child' ? row.profile_id : null,
    },
    user: {
      id: row.user_id as AccountId,
      email: row.email,
      fullName: row.full_name,
      emailConfirmedAt: row.email_confirmed_at,
      createdAt: row.user_created_at,
      locale: accountLocale,
    },
    // SQLite answers 1 or 0, PostgreSQL true or false (and a count as a string).
    facts: {
      adminRole: Number(row.admin_role) === 1,
      adminRoleRow: row.admin_role_row !== null,
      subscriptions,
      childProfiles: Number(row.child_profiles),
    },
  };
}

export async function touchSession(db: AppDatabase, id: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_verified_at: at.toISOString() }).where('id', '=', id).execute();
}

export async function deleteSession(db: AppDatabase, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of an account, except one when given (the browser that changed the password). */
export async function deleteAccountSessions(
  db: AppDatabase,
  accountId: AccountId,
  exceptSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', accountId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

export async function countAccountSessions(db: AppDatabase, accountId: AccountId): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Makes `profileId` the session's learner (null: the account's own profile). */
export async function setActiveProfile(
  db: AppDatabase,
  sessionId: string,
  profileId: string | null,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ active_profile_id: profileId })
    .where('id', '=', sessionId)
    .execute();
}
