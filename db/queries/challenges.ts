import type { Transaction } from 'kysely';
import type { ReadingChallenge } from '../../src/lib/challenges/reading-completion.ts';
import { parseVerificationRequirements } from '../../src/lib/challenges/requirements.ts';
import type { AppDatabase } from '../connection.ts';
import { jsonText } from '../dialect.ts';
import type { Database } from '../schema.ts';

export interface ReadingChallengeRow extends ReadingChallenge {
  title: string;
}

/**
 * Active challenges whose requirements have type bible_reading (learning.md section 7). Rows whose
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
export async function listVerifiedChallengeIds(db: AppDatabase, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('challenge_verifications').select('challenge_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.challenge_id));
}

export interface VerificationInput {
  userId: string;
  challengeId: string;
  verificationType: string;
  data: Record<string, unknown>;
}

/** Inserts a verification; false when one already existed (a concurrent request verified first). */
export async function insertVerification(trx: Transaction<Database>, input: VerificationInput, now: Date): Promise<boolean> {
  const result = await trx
    .insertInto('challenge_verifications')
    .values({
      user_id: input.userId,
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
export async function completeUserChallenge(trx: Transaction<Database>, userId: string, challengeId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('user_challenges')
    .values({ user_id: userId, challenge_id: challengeId, status: 'completed', progress: 100, started_at: at, completed_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'challenge_id']).doUpdateSet({ status: 'completed', progress: 100, completed_at: at }))
    .execute();
}
