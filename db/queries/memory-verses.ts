import { normalizeReference } from '../../src/lib/memory-verses.ts';
import type { Executor } from '../connection.ts';

export interface MemoryVerse {
  id: string;
  reference: string;
  text: string;
}

export async function listMemoryVerses(db: Executor): Promise<MemoryVerse[]> {
  return db.selectFrom('memory_verses').select(['id', 'reference', 'text']).orderBy('sort_order').execute();
}

export async function findMemoryVerse(db: Executor, id: string): Promise<MemoryVerse | null> {
  return (
    (await db
      .selectFrom('memory_verses')
      .select(['id', 'reference', 'text'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** The memory verses with these references (compared in normalized form). */
export async function findMemoryVersesByReference(
  db: Executor,
  references: readonly string[],
): Promise<MemoryVerse[]> {
  const wanted = new Set(references.map(normalizeReference));
  return (await listMemoryVerses(db)).filter((v) => wanted.has(normalizeReference(v.reference)));
}

/** Counts an attempt; marks the verse mastered when the answer was right. Returns whether it is mastered. */
export async function recordVerseAttempt(
  db: Executor,
  userId: string,
  verseId: string,
  correct: boolean,
  source: 'game' | 'practice',
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  await db
    .insertInto('user_verse_progress')
    .values({
      user_id: userId,
      memory_verse_id: verseId,
      is_mastered: correct ? 1 : 0,
      attempts: 1,
      source: correct ? source : null,
      mastered_at: correct ? at : null,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'memory_verse_id']).doUpdateSet((eb) => ({
        attempts: eb('user_verse_progress.attempts', '+', 1),
        updated_at: at,
        ...(correct
          ? {
              is_mastered: 1,
              source: eb.fn.coalesce('user_verse_progress.source', eb.val(source)),
              mastered_at: eb.fn.coalesce('user_verse_progress.mastered_at', eb.val(at)),
            }
          : {}),
      })),
    )
    .execute();
  const row = await db
    .selectFrom('user_verse_progress')
    .select('is_mastered')
    .where('user_id', '=', userId)
    .where('memory_verse_id', '=', verseId)
    .executeTakeFirstOrThrow();
  return row.is_mastered === 1;
}

/** The user's mastered verses, most recent first. */
export async function listMasteredVerses(
  db: Executor,
  userId: string,
): Promise<Array<MemoryVerse & { masteredAt: string }>> {
  const rows = await db
    .selectFrom('user_verse_progress as p')
    .innerJoin('memory_verses as v', 'v.id', 'p.memory_verse_id')
    .select(['v.id', 'v.reference', 'v.text', 'p.mastered_at'])
    .where('p.user_id', '=', userId)
    .where('p.is_mastered', '=', 1)
    .orderBy('p.mastered_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    text: r.text,
    masteredAt: r.mastered_at ?? '',
  }));
}
