import { randomUUID } from 'node:crypto';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { Executor } from '../connection.ts';

export interface VerseCollection {
  id: string;
  name: string;
  items: Array<{ key: string; reference: string }>;
}

/** The learner's collections (by name) with their verses in order, in two queries. */
export async function listVerseCollections(db: Executor, learnerId: LearnerId): Promise<VerseCollection[]> {
  const collections = await db
    .selectFrom('verse_collections')
    .select(['id', 'name'])
    .where('user_id', '=', learnerId)
    .orderBy('name')
    .execute();
  if (collections.length === 0) return [];
  const items = await db
    .selectFrom('verse_collection_items')
    .select(['collection_id', 'verse_key', 'reference'])
    .where(
      'collection_id',
      'in',
      collections.map((c) => c.id),
    )
    .orderBy('position')
    .execute();
  return collections.map((c) => ({
    id: c.id,
    name: c.name,
    items: items
      .filter((i) => i.collection_id === c.id)
      .map((i) => ({ key: i.verse_key, reference: i.reference })),
  }));
}

export async function countVerseCollections(db: Executor, learnerId: LearnerId): Promise<number> {
  const row = await db
    .selectFrom('verse_collections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', learnerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The learner's collection with this id, or null (another learner's is null too). */
export async function findVerseCollection(
  db: Executor,
  learnerId: LearnerId,
  id: string,
): Promise<{ id: string; name: string } | null> {
  return (
    (await db
      .selectFrom('verse_collections')
      .select(['id', 'name'])
      .where('id', '=', id)
      .where('user_id', '=', learnerId)
      .executeTakeFirst()) ?? null
  );
}

export async function findVerseCollectionByName(
  db: Executor,
  learnerId: LearnerId,
  name: string,
): Promise<{ id: string } | null> {
  return (
    (await db
      .selectFrom('verse_collections')
      .select('id')
      .where('user_id', '=', learnerId)
      .where('name', '=', name)
      .executeTakeFirst()) ?? null
  );
}

export async function insertVerseCollection(
  db: Executor,
  learnerId: LearnerId,
  name: string,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('verse_collections')
    .values({ id, user_id: learnerId, name, created_at: now.toISOString() })
    .execute();
  return id;
}

export async function renameVerseCollection(db: Executor, id: string, name: string): Promise<void> {
  await db.updateTable('verse_collections').set({ name }).where('id', '=', id).execute();
}

export async function deleteVerseCollection(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('verse_collection_items').where('collection_id', '=', id).execute();
  await db.deleteFrom('verse_collections').where('id', '=', id).execute();
}

export async function countCollectionItems(db: Executor, id: string): Promise<number> {
  const row = await db
    .selectFrom('verse_collection_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('collection_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Adds a verse at the end unless it is there; returns whether it was added. */
export async function addCollectionItem(
  db: Executor,
  id: string,
  key: string,
  reference: string,
): Promise<boolean> {
  const last = await db
    .selectFrom('verse_collection_items')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('collection_id', '=', id)
    .executeTakeFirst();
  const result = await db
    .insertInto('verse_collection_items')
    .values({ collection_id: id, verse_key: key, reference, position: Number(last?.p ?? 0) + 1 })
    .onConflict((oc) => oc.columns(['collection_id', 'verse_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeCollectionItem(db: Executor, id: string, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('verse_collection_items')
    .where('collection_id', '=', id)
    .where('verse_key', '=', key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
