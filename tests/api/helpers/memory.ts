import type { AppDatabase } from '../../../db/connection.ts';
import type { LearnerId } from '../../../src/lib/ids.ts';

const dayMs = 24 * 3600 * 1000;
const back = (iso: string | null, days: number): string | null =>
  iso === null ? null : new Date(Date.parse(iso) - days * dayMs).toISOString();

/**
 * Lets `days` pass for a learner's verses: every time on their schedule moves that far into the past,
 * as if they had practised then (the server's clock stays where it is).
 */
export async function letDaysPass(db: AppDatabase, userId: string, days: number): Promise<void> {
  const cards = await db.selectFrom('verse_cards').selectAll().where('user_id', '=', userId).execute();
  for (const card of cards) {
    await db
      .updateTable('verse_cards')
      .set({
        due_at: back(card.due_at, days) ?? card.due_at,
        last_review: back(card.last_review, days),
        last_correct_at: back(card.last_correct_at, days),
        mastered_at: back(card.mastered_at, days),
        created_at: back(card.created_at, days) ?? card.created_at,
      })
      .where('user_id', '=', userId)
      .where('verse_key', '=', card.verse_key)
      .execute();
  }
}

export async function userIdOf(db: AppDatabase, email: string): Promise<string> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** The learner id of an account's own profile (it is the account's id), as the session would give it. */
export async function ownLearnerIdOf(db: AppDatabase, email: string): Promise<LearnerId> {
  return (await userIdOf(db, email)) as LearnerId;
}

/** Gives a user a plan as an admin would (premium, annual or lifetime). */
export async function givePlan(db: AppDatabase, userId: string, tier: string): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      source: 'manual',
      tier,
      status: 'active',
      current_period_end: null,
      stripe_customer_id: null,
      stripe_subscription_id: null,
      granted_by: null,
      note: null,
      updated_at: new Date().toISOString(),
    })
    .execute();
}
