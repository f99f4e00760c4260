import type { LearnerId } from '../../src/lib/ids.ts';
import type { VerseCard } from '../../src/lib/memory/schedule.ts';
import type { Executor } from '../connection.ts';
import type { VerseCardsTable } from '../tables/achievements.ts';

/** A learner's verse with its schedule. */
export interface StoredVerseCard extends VerseCard {
  key: string;
  reference: string;
  createdAt: string;
}

const columns = [
  'verse_key',
  'reference',
  'due_at',
  'stability',
  'difficulty',
  'state',
  'reps',
  'lapses',
  'scheduled_days',
  'learning_steps',
  'last_review',
  'last_correct_at',
  'chain_interval_days',
  'chain_length',
  'mastered_at',
  'created_at',
] as const;

/** A stored card as read back (PostgreSQL may answer the two real numbers as text). */
type Row = Omit<VerseCardsTable, 'user_id' | 'updated_at' | 'stability' | 'difficulty'> & {
  stability: number | string;
  difficulty: number | string;
};

function fromRow(r: Row): StoredVerseCard {
  return {
    key: r.verse_key,
    reference: r.reference,
    createdAt: r.created_at,
    due: r.due_at,
    stability: Number(r.stability),
    difficulty: Number(r.difficulty),
    state: Number(r.state),
    reps: Number(r.reps),
    lapses: Number(r.lapses),
    scheduledDays: Number(r.scheduled_days),
    learningSteps: Number(r.learning_steps),
    lastReview: r.last_review,
    lastCorrectAt: r.last_correct_at,
    chainIntervalDays: Number(r.chain_interval_days),
    chainLength: Number(r.chain_length),
    masteredAt: r.mastered_at,
  };
}

/** The learner's verses: due first (earliest first), then by when they were added. */
export async function listVerseCards(db: Executor, learnerId: LearnerId): Promise<StoredVerseCard[]> {
  const rows = await db
    .selectFrom('verse_cards')
    .select(columns)
    .where('user_id', '=', learnerId)
    .orderBy('due_at')
    .orderBy('created_at')
    .execute();
  return rows.map(fromRow);
}

export async function findVerseCard(
  db: Executor,
  learnerId: LearnerId,
  key: string,
): Promise<StoredVerseCard | null> {
  const row = await db
    .selectFrom('verse_cards')
    .select(columns)
    .where('user_id', '=', learnerId)
    .where('verse_key', '=', key)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

function cardValues(card: VerseCard) {
  return {
    due_at: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    state: card.state,
    reps: card.reps,
    lapses: card.lapses,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    last_review: card.lastReview,
    last_correct_at: card.lastCorrectAt,
    chain_interval_days: card.chainIntervalDays,
    chain_length: card.chainLength,
    mastered_at: card.masteredAt,
  };
}

/** Adds a verse to the learner's verses unless it is there; returns whether it was added. */
export async function insertVerseCard(
  db: Executor,
  learnerId: LearnerId,
  key: string,
  reference: string,
  card: VerseCard,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .insertInto('verse_cards')
    .values({
      user_id: learnerId,
      verse_key: key,
      reference,
      ...cardValues(card),
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'verse_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateVerseCard(
  db: Executor,
  learnerId: LearnerId,
  key: string,
  card: VerseCard,
  now: Date,
): Promise<void> {
  await db
    .updateTable('verse_cards')
    .set({ ...cardValues(card), updated_at: now.toISOString() })
    .where('user_id', '=', learnerId)
    .where('verse_key', '=', key)
    .execute();
}

/** Stops learning a verse; returns whether there was one. */
export async function deleteVerseCard(db: Executor, learnerId: LearnerId, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('verse_cards')
    .where('user_id', '=', learnerId)
    .where('verse_key', '=', key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The learner's mastered verses, most recent first. */
export async function listMasteredCards(
  db: Executor,
  learnerId: LearnerId,
): Promise<Array<{ key: string; reference: string; masteredAt: string }>> {
  const rows = await db
    .selectFrom('verse_cards')
    .select(['verse_key', 'reference', 'mastered_at'])
    .where('user_id', '=', learnerId)
    .where('mastered_at', 'is not', null)
    .orderBy('mastered_at', 'desc')
    .execute();
  return rows.map((r) => ({ key: r.verse_key, reference: r.reference, masteredAt: r.mastered_at ?? '' }));
}

export async function countVerseCards(db: Executor, learnerId: LearnerId): Promise<number> {
  const row = await db
    .selectFrom('verse_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', learnerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
