import type { LearnerId } from '../../src/lib/ids.ts';
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

/**
 * Counts an attempt at a seeded memory verse, and keeps its mastery in step with the verse's
 * schedule (verse_cards decides mastery: correct recalls at growing intervals, see
 * src/lib/memory/schedule.ts). Returns whether it is mastered.
 */
export async function recordVerseAttempt(
  db: Executor,
  learnerId: LearnerId,
  verseId: string,
  mastered: boolean,
  source: 'game' | 'practice',
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  await db
    .insertInto('user_verse_progress')
    .values({
      user_id: learnerId,
      memory_verse_id: verseId,
      is_mastered: mastered ? 1 : 0,
      attempts: 1,
      source: mastered ? source : null,
      mastered_at: mastered ? at : null,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'memory_verse_id']).doUpdateSet((eb) => ({
        attempts: eb('user_verse_progress.attempts', '+', 1),
        updated_at: at,
        ...(mastered
          ? {
              is_mastered: 1,
              source: eb.fn.coalesce('user_verse_progress.source', eb.val(source)),
              mastered_at: eb.fn.coalesce('user_verse_progress.mastered_at', eb.val(at)),
            }
          : {}),
      })),
    )
    .execute();
  return mastered;
}
