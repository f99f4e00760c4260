import type { Transaction } from 'kysely';
import type { AppDatabase, Executor } from '../../db/connection.ts';
import { oncePerOperation } from '../../db/queries/client-operations.ts';
import { findMemoryVerse, recordVerseAttempt } from '../../db/queries/memory-verses.ts';
import { lockOwnerCount } from '../../db/queries/owner-lock.ts';
import { loadPassageTexts } from '../../db/queries/passages.ts';
import {
  countVerseCards,
  findVerseCard,
  insertVerseCard,
  updateVerseCard,
} from '../../db/queries/verse-cards.ts';
import type { Database } from '../../db/schema.ts';
import { isCorrectAnswer } from '../../src/games/memory-verse/logic.ts';
import type { BibleVersionCode } from '../../src/lib/bible/versions.ts';
import type { LearnerId } from '../../src/lib/ids.ts';
import {
  daysUntilDue,
  newVerseCard,
  reviewVerse,
  type VerseStatus,
  verseStatus,
} from '../../src/lib/memory/schedule.ts';
import { maxVerseCards, memoryMessages } from '../../src/lib/memory/verse-access.ts';
import type { VerseRange } from '../../src/lib/memory/verse-reference.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import { badRequest, planLimit } from '../http/errors.ts';
import { awardProgress, type ProgressAwards } from './award-progress.ts';
import { recordLearningDay } from './learning-days.ts';
import { memoryVersion } from './verse-references.ts';

/**
 * Every write of memory-verse practice goes through this file: adding verses to a learner's verses,
 * a recall typed on Memory Master, and a verse said right in the Memory Verse game. A learning-day or
 * streak hook belongs in recordVersePractice, which runs once per practice, in its transaction.
 */

export interface VersePracticeResult extends ProgressAwards {
  correct: boolean;
  /** Whether the verse counts as mastered after this attempt (it stays so once it is). */
  mastered: boolean;
  /** Whether this attempt mastered it. */
  newlyMastered: boolean;
  status: VerseStatus;
  /** When the verse comes back (ISO time), and in how many of the site's days. */
  due: string;
  daysUntilDue: number;
}

export interface PractisedVerse {
  key: string;
  reference: string;
}

export interface PracticeClock {
  now: Date;
  timeZone: string;
}

/** Adds a verse to the learner's verses (due at once) unless it is there; whether it was added. */
export async function addLearnerVerse(
  trx: Transaction<Database>,
  learnerId: LearnerId,
  verse: PractisedVerse,
  now: Date,
): Promise<{ added: boolean; full: boolean }> {
  await lockOwnerCount(trx, 'verses', learnerId);
  if (await findVerseCard(trx, learnerId, verse.key)) return { added: false, full: false };
  if ((await countVerseCards(trx, learnerId)) >= maxVerseCards) return { added: false, full: true };
  return {
    added: await insertVerseCard(trx, learnerId, verse.key, verse.reference, newVerseCard(now), now),
    full: false,
  };
}

/** "Add to my verses": whether it was added (false: already there); 403 `plan_limit` when they are full. */
export function addVerse(
  db: AppDatabase,
  learnerId: LearnerId,
  verse: PractisedVerse,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { added, full } = await addLearnerVerse(trx, learnerId, verse, now);
    if (full) throw planLimit(memoryMessages.tooManyVerses);
    return added;
  });
}

/**
 * A verse set's verses join the learner's verses, all or none; how many were new. 403 `plan_limit`
 * when they do not fit.
 */
export function addVerses(
  db: AppDatabase,
  learnerId: LearnerId,
  verses: PractisedVerse[],
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let count = 0;
    for (const verse of verses) {
      const result = await addLearnerVerse(trx, learnerId, verse, now);
      if (result.full) throw planLimit(memoryMessages.tooManyVerses);
      if (result.added) count += 1;
    }
    return count;
  });
}

/**
 * One recall of a verse in a transaction: the verse's schedule moves on (ts-fsrs), the seeded memory
 * verse's attempt count goes up, and its mastery is kept in step. Returns the card's new state.
 */
export async function recallVerse(
  trx: Executor,
  learnerId: LearnerId,
  verse: PractisedVerse,
  correct: boolean,
  source: 'game' | 'practice',
  { now, timeZone }: PracticeClock,
): Promise<{ masteredAt: string | null; due: string; newlyMastered: boolean }> {
  let card = await findVerseCard(trx, learnerId, verse.key);
  if (!card) {
    const fresh = newVerseCard(now);
    await insertVerseCard(trx, learnerId, verse.key, verse.reference, fresh, now);
    card = { ...fresh, key: verse.key, reference: verse.reference, createdAt: now.toISOString() };
  }
  const next = reviewVerse(card, correct, now, timeZone);
  await updateVerseCard(trx, learnerId, verse.key, next, now);
  if (await findMemoryVerse(trx, verse.key)) {
    await recordVerseAttempt(trx, learnerId, verse.key, next.masteredAt !== null, source, now);
  }
  return {
    masteredAt: next.masteredAt,
    due: next.due,
    newlyMastered: !card.masteredAt && next.masteredAt !== null,
  };
}

/**
 * A verse typed from memory on Memory Master ("type it all"): checked against the verse's text in
 * `version`, the memory version of the page's language (400 for an empty answer), then recorded as
 * `recordVersePractice` says.
 */
export async function practiseVerse(
  db: AppDatabase,
  learnerId: LearnerId,
  verse: PractisedVerse & { range: VerseRange },
  answer: string,
  clock: PracticeClock,
  opId?: string,
  version: BibleVersionCode = memoryVersion,
): Promise<VersePracticeResult & { replayed?: true }> {
  if (!answer.trim()) throw badRequest('Type the verse from memory first.');
  // The answer is checked against the version the learner was shown (English or Spanish).
  const text = (await loadPassageTexts(db, version, [verse])).get(verse.key) ?? '';
  return recordVersePractice(db, learnerId, verse, isCorrectAnswer(answer, text), clock, opId);
}

/**
 * A verse said from memory on Memory Master ("type it all"): the recall, the day for the learner's
 * streak (any practice, right or not, counts), and the challenges, badges and achievements they earn,
 * in one transaction. With an operation id (a practice queued offline) a replay of the same id counts
 * nothing again and answers as the first time did.
 */
export async function recordVersePractice(
  db: AppDatabase,
  learnerId: LearnerId,
  verse: PractisedVerse,
  correct: boolean,
  clock: PracticeClock,
  opId?: string,
): Promise<VersePracticeResult & { replayed?: true }> {
  return db.transaction().execute((trx) =>
    oncePerOperation(trx, learnerId, opId, 'verse-practice', async () => {
      const card = await recallVerse(trx, learnerId, verse, correct, 'practice', clock);
      await recordLearningDay(trx, learnerId, siteDay(clock.now, clock.timeZone), 'verse', clock.now);
      // Streak badges can come from a wrong answer too (the day counts).
      const awards = await awardProgress(trx, learnerId, clock.now);
      return {
        correct,
        mastered: card.masteredAt !== null,
        newlyMastered: card.newlyMastered,
        status: verseStatus(card, clock.now, clock.timeZone),
        due: card.due,
        daysUntilDue: daysUntilDue(card, clock.now, clock.timeZone),
        ...awards,
      };
    }),
  );
}
