import type { Transaction } from 'kysely';
import type { AppDatabase } from '../../db/connection.ts';
import { lockOwnerCount } from '../../db/queries/owner-lock.ts';
import {
  addCollectionItem,
  countCollectionItems,
  countVerseCollections,
  deleteVerseCollection,
  findVerseCollection,
  findVerseCollectionByName,
  insertVerseCollection,
  removeCollectionItem,
  renameVerseCollection,
} from '../../db/queries/verse-collections.ts';
import type { Database } from '../../db/schema.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import { maxCollectionItems, maxCollections, memoryMessages } from '../../src/lib/memory/verse-access.ts';
import { badRequest, notFound, planLimit } from '../http/errors.ts';
import { addLearnerVerse, type PractisedVerse } from './record-verse-practice.ts';

/**
 * A learner's own verse collections (Annual): each change in one transaction, the counts the plan
 * allows checked under the learner's count lock, so requests sent at once cannot pass them together.
 * The caller checks the plan's access first.
 */

const noSuchCollection = 'That collection does not exist.';

async function collectionOf(
  trx: Transaction<Database>,
  learnerId: LearnerId,
  collectionId: string,
): Promise<{ id: string; name: string }> {
  const collection = await findVerseCollection(trx, learnerId, collectionId);
  if (!collection) throw notFound(noSuchCollection);
  return collection;
}

/** A new empty collection; its id. 403 `plan_limit` past `maxCollections`, 400 for a name in use. */
export function createCollection(
  db: AppDatabase,
  learnerId: LearnerId,
  name: string,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await lockOwnerCount(trx, 'collections', learnerId);
    if ((await countVerseCollections(trx, learnerId)) >= maxCollections) {
      throw planLimit(memoryMessages.tooManyCollections);
    }
    if (await findVerseCollectionByName(trx, learnerId, name)) throw badRequest(memoryMessages.nameTaken);
    return insertVerseCollection(trx, learnerId, name, now);
  });
}

/** Renames one of the learner's collections (404 for another's, 400 for a name in use). */
export function renameCollection(
  db: AppDatabase,
  learnerId: LearnerId,
  collectionId: string,
  name: string,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const collection = await collectionOf(trx, learnerId, collectionId);
    const other = await findVerseCollectionByName(trx, learnerId, name);
    if (other && other.id !== collection.id) throw badRequest(memoryMessages.nameTaken);
    await renameVerseCollection(trx, collection.id, name);
  });
}

/** Deletes one of the learner's collections (404 for another's); its verses stay in their verses. */
export function deleteCollection(db: AppDatabase, learnerId: LearnerId, collectionId: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const collection = await collectionOf(trx, learnerId, collectionId);
    await deleteVerseCollection(trx, collection.id);
  });
}

/**
 * A verse joins a collection and the learner's verses to practise; whether it was new to the
 * collection. 403 `plan_limit` when the collection or the learner's verses are full.
 */
export function addVerseToCollection(
  db: AppDatabase,
  learnerId: LearnerId,
  collectionId: string,
  verse: PractisedVerse,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const collection = await collectionOf(trx, learnerId, collectionId);
    await lockOwnerCount(trx, 'collections', learnerId);
    if ((await countCollectionItems(trx, collection.id)) >= maxCollectionItems) {
      throw planLimit(memoryMessages.collectionFull);
    }
    const inCollection = await addCollectionItem(trx, collection.id, verse.key, verse.reference);
    const learning = await addLearnerVerse(trx, learnerId, verse, now);
    if (learning.full) throw planLimit(memoryMessages.tooManyVerses);
    return inCollection;
  });
}

/** Takes a verse out of one of the learner's collections (404 when it is not there). */
export async function removeVerseFromCollection(
  db: AppDatabase,
  learnerId: LearnerId,
  collectionId: string,
  key: string,
): Promise<void> {
  const collection = await findVerseCollection(db, learnerId, collectionId);
  if (!collection) throw notFound(noSuchCollection);
  if (!(await removeCollectionItem(db, collection.id, key))) {
    throw notFound('That verse is not in this collection.');
  }
}
