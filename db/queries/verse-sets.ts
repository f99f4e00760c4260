import type { VerseSet } from '../../src/lib/memory/verse-sets.ts';
import type { Executor } from '../connection.ts';
import type { VerseSetsTable } from '../tables/verse-sets.ts';

export interface StoredVerseSet extends VerseSet {
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

function toSet(r: VerseSetsTable): StoredVerseSet {
  return {
    id: r.id,
    name: r.name,
    emoji: r.emoji,
    description: r.description,
    references: JSON.parse(r.verse_references) as string[],
    sortOrder: Number(r.sort_order),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Every built-in verse set, in the list's order. */
export async function listVerseSets(db: Executor): Promise<StoredVerseSet[]> {
  const rows = await db.selectFrom('verse_sets').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map(toSet);
}

export async function findVerseSet(db: Executor, id: string): Promise<StoredVerseSet | null> {
  const row = await db.selectFrom('verse_sets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toSet(row) : null;
}

/** A new set at the end of the list (or at `sortOrder`); false when the id is taken. */
export async function insertVerseSet(
  db: Executor,
  set: VerseSet,
  now: Date,
  sortOrder?: number,
): Promise<boolean> {
  let order = sortOrder;
  if (order === undefined) {
    const last = await db
      .selectFrom('verse_sets')
      .select((eb) => eb.fn.max('sort_order').as('n'))
      .executeTakeFirst();
    order = Number(last?.n ?? 0) + 1;
  }
  const at = now.toISOString();
  const r = await db
    .insertInto('verse_sets')
    .values({
      id: set.id,
      name: set.name,
      emoji: set.emoji,
      description: set.description,
      verse_references: JSON.stringify(set.references),
      sort_order: order,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Edits a set (not its id); false when there is none. */
export async function updateVerseSet(
  db: Executor,
  id: string,
  set: Omit<VerseSet, 'id'>,
  now: Date,
): Promise<boolean> {
  const r = await db
    .updateTable('verse_sets')
    .set({
      name: set.name,
      emoji: set.emoji,
      description: set.description,
      verse_references: JSON.stringify(set.references),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteVerseSet(db: Executor, id: string): Promise<boolean> {
  const r = await db.deleteFrom('verse_sets').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
