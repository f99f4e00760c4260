import type { Selectable, Transaction } from 'kysely';
import type { ReadingChallenge } from '../../src/lib/challenges/reading-completion.ts';
import { parseVerificationRequirements } from '../../src/lib/challenges/requirements.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { AppDatabase, Executor } from '../connection.ts';
import { jsonText } from '../dialect.ts';
import type { Database } from '../schema.ts';
import type { ChallengesTable, UserChallengeStatus, UserChallengesTable } from '../tables/challenges.ts';

export interface ReadingChallengeRow extends ReadingChallenge {
  title: string;
}

/**
 * Active challenges whose requirements have type bible_reading. Rows whose
 * requirements are not a valid reading requirement are left out.
 */
export async function listActiveReadingChallenges(db: AppDatabase): Promise<ReadingChallengeRow[]> {
  const rows = await db
    .selectFrom('challenges')
    .select(['id', 'title', 'verification_requirements'])
    .where('is_active', '=', 1)
    .where(jsonText(db, 'verification_requirements', 'type'), '=', 'bible_reading')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const requirement = parseVerificationRequirements(row.verification_requirements);
    return requirement?.type === 'bible_reading' ? [{ id: row.id, title: row.title, requirement }] : [];
  });
}

/** Ids of the challenges the user already has a verification for. */
export async function listVerifiedChallengeIds(db: AppDatabase, learnerId: LearnerId): Promise<Set<string>> {
  const rows = await db
    .selectFrom('challenge_verifications')
    .select('challenge_id')
    .where('user_id', '=', learnerId)
    .execute();
  return new Set(rows.map((r) => r.challenge_id));
}

export interface VerificationInput {
  learnerId: LearnerId;
  challengeId: string;
  verificationType: string;
  data: Record<string, unknown>;
}

/** Inserts a verification; false when one already existed (a concurrent request verified first). */
export async function insertVerification(
  trx: Transaction<Database>,
  input: VerificationInput,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .insertInto('challenge_verifications')
    .values({
      user_id: input.learnerId,
      challenge_id: input.challengeId,
      verification_type: input.verificationType,
      verification_data: JSON.stringify(input.data),
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'challenge_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Sets the user's challenge to completed with progress 100, starting it first when it was not started. */
export async function completeUserChallenge(
  trx: Transaction<Database>,
  learnerId: LearnerId,
  challengeId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('user_challenges')
    .values({
      user_id: learnerId,
      challenge_id: challengeId,
      status: 'completed',
      progress: 100,
      started_at: at,
      completed_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'challenge_id'])
        .doUpdateSet({ status: 'completed', progress: 100, completed_at: at }),
    )
    .execute();
}

export interface ChallengeView {
  id: string;
  title: string;
  description: string;
  type: string;
  points: number;
  badge: { id: string; name: string; icon: string } | null;
  requirements: string;
  createdAt: string;
}

type ChallengeWithBadgeRow = Pick<
  Selectable<ChallengesTable>,
  'id' | 'title' | 'description' | 'type' | 'points' | 'verification_requirements' | 'created_at'
> & { badge_id: string | null; badge_name: string | null; badge_icon: string | null };

/** A challenge row joined with its badge, as the pages and the award rules see it. */
function toChallengeView(r: ChallengeWithBadgeRow): ChallengeView {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type,
    points: r.points,
    badge: r.badge_id ? { id: r.badge_id, name: r.badge_name ?? '', icon: r.badge_icon ?? '' } : null,
    requirements: r.verification_requirements,
    createdAt: r.created_at,
  };
}

/** Active challenges, newest first, with their badge. */
export async function listActiveChallenges(db: Executor): Promise<ChallengeView[]> {
  const rows = await db
    .selectFrom('challenges as c')
    .leftJoin('badges as b', 'b.id', 'c.badge_reward')
    .select([
      'c.id',
      'c.title',
      'c.description',
      'c.type',
      'c.points',
      'c.verification_requirements',
      'c.created_at',
      'b.id as badge_id',
      'b.name as badge_name',
      'b.icon as badge_icon',
    ])
    .where('c.is_active', '=', 1)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .execute();
  return rows.map(toChallengeView);
}

export async function findActiveChallenge(
  db: Executor,
  id: string,
): Promise<{ id: string; title: string } | null> {
  const row = await db
    .selectFrom('challenges')
    .select(['id', 'title'])
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}

export interface UserChallengeState {
  challengeId: string;
  status: UserChallengeStatus;
  progress: number;
  startedAt: string;
  completedAt: string | null;
}

function toUserChallengeState(r: Selectable<UserChallengesTable>): UserChallengeState {
  return {
    challengeId: r.challenge_id,
    status: r.status,
    progress: r.progress,
    startedAt: r.started_at,
    completedAt: r.completed_at,
  };
}

export async function listUserChallenges(db: Executor, learnerId: LearnerId): Promise<UserChallengeState[]> {
  const rows = await db.selectFrom('user_challenges').selectAll().where('user_id', '=', learnerId).execute();
  return rows.map(toUserChallengeState);
}

/** Starts a challenge (status started, progress 0); an existing start or completion is kept. */
export async function startUserChallenge(
  db: Executor,
  learnerId: LearnerId,
  challengeId: string,
  now = new Date(),
): Promise<UserChallengeState> {
  await db
    .insertInto('user_challenges')
    .values({
      user_id: learnerId,
      challenge_id: challengeId,
      status: 'started',
      progress: 0,
      started_at: now.toISOString(),
      completed_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'challenge_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('user_challenges')
    .selectAll()
    .where('user_id', '=', learnerId)
    .where('challenge_id', '=', challengeId)
    .executeTakeFirstOrThrow();
  return toUserChallengeState(row);
}
