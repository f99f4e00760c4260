import { sql } from 'kysely';
import { compiledOnce } from '../compiled-once.ts';
import type { AppDatabase } from '../connection.ts';
import type { ProfileKind } from '../tables/families.ts';
import type { User } from './users.ts';

/** The profile learning in a session: the account's own or one of its children's. */
export interface ActiveProfile {
  id: string;
  kind: ProfileKind;
  displayName: string;
  avatar: string;
}

export interface SessionRow {
  id: string;
  userId: string;
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
      user_id: session.userId,
      secret_hash: session.secretHash,
      created_at: session.createdAt.toISOString(),
      last_verified_at: session.lastVerifiedAt.toISOString(),
      remembered: session.remembered ? 1 : 0,
    })
    .execute();
}

export async function findSession(db: AppDatabase, id: string): Promise<SessionRow | null> {
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    secretHash: new Uint8Array(row.secret_hash),
    createdAt: new Date(row.created_at),
    lastVerifiedAt: new Date(row.last_verified_at),
    remembered: row.remembered === 1,
  };
}

const sessionWithUser = compiledOnce(1, (db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    // The active profile (the account's own when none is set); always one of the account's.
    .leftJoin('profiles', (join) =>
      join
        .on(sql`profiles.id`, '=', sql`coalesce(sessions.active_profile_id, sessions.user_id)`)
        .onRef('profiles.account_id', '=', 'sessions.user_id'),
    )
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
      'profiles.id as profile_id',
      'profiles.kind as profile_kind',
      'profiles.display_name as profile_name',
      'profiles.avatar as profile_avatar',
    ])
    .where('sessions.id', '=', id),
);

/** A session and its user in one read by the session's primary key (every signed-in request does this). */
export async function findSessionWithUser(
  db: AppDatabase,
  id: string,
): Promise<{ session: SessionRow; user: User; profile: ActiveProfile } | null> {
  const [row] = await sessionWithUser(db, id);
  if (!row) return null;
  const profile: ActiveProfile =
    row.profile_id && row.profile_kind
      ? {
          id: row.profile_id,
          kind: row.profile_kind,
          displayName: row.profile_kind === 'self' ? row.full_name?.trim() || 'Me' : (row.profile_name ?? ''),
          avatar: row.profile_avatar ?? 'lamb',
        }
      : { id: row.user_id, kind: 'self', displayName: row.full_name?.trim() || 'Me', avatar: 'lamb' };
  return {
    profile,
    session: {
      id: row.id,
      userId: row.user_id,
      secretHash: new Uint8Array(row.secret_hash),
      createdAt: new Date(row.created_at),
      lastVerifiedAt: new Date(row.last_verified_at),
      remembered: row.remembered === 1,
      activeProfileId: row.profile_id && row.profile_kind === 'child' ? row.profile_id : null,
    },
    user: {
      id: row.user_id,
      email: row.email,
      fullName: row.full_name,
      emailConfirmedAt: row.email_confirmed_at,
      createdAt: row.user_created_at,
    },
  };
}

export async function touchSession(db: AppDatabase, id: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_verified_at: at.toISOString() }).where('id', '=', id).execute();
}

export async function deleteSession(db: AppDatabase, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user, except one when given (the browser that changed the password). */
export async function deleteUserSessions(
  db: AppDatabase,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

export async function countUserSessions(db: AppDatabase, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
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
