import { type Card, createEmptyCard, fsrs, generatorParameters, Rating, type State } from 'ts-fsrs';
import { siteDay } from '../site-today.ts';

/**
 * Spaced repetition for memory verses, with ts-fsrs (the FSRS scheduler) deciding when a verse comes
 * back. Pure: every function takes the time it runs at, so tests move the clock.
 */

/** A verse counts as mastered once recalled correctly at growing intervals that reach this many days. */
export const MASTERED_INTERVAL_DAYS = 21;
/** Correct recalls in a row (spaced at growing intervals) a verse needs before the last one can master it. */
export const MIN_CORRECT_RECALLS = 3;

const dayMs = 24 * 3600 * 1000;

// Day-sized steps for children who practise once a day: a new or forgotten verse comes back the
// next day, then at growing intervals (1, 3, 8, 19, 43 days when always right). A high retention
// keeps intervals short enough for young memories; no fuzz, so the same answers give the same days.
const scheduler = fsrs(
  generatorParameters({
    enable_fuzz: false,
    enable_short_term: true,
    learning_steps: ['1d'],
    relearning_steps: ['1d'],
    maximum_interval: 365,
    request_retention: 0.95,
  }),
);

/** A learner's schedule for one verse, as stored (dates as ISO strings). */
export interface VerseCard {
  due: string;
  stability: number;
  difficulty: number;
  state: number;
  reps: number;
  lapses: number;
  scheduledDays: number;
  learningSteps: number;
  lastReview: string | null;
  /** The last correct recall of the current run of correct recalls. */
  lastCorrectAt: string | null;
  /** Days between the last two correct recalls of the run (0 until there are two). */
  chainIntervalDays: number;
  /** Correct recalls in the current run, each at a longer interval than the one before. */
  chainLength: number;
  masteredAt: string | null;
}

export type VerseStatus = 'mastered' | 'due' | 'learning';

/** A verse just added: due at once. */
export function newVerseCard(now: Date): VerseCard {
  const card = createEmptyCard(now);
  return {
    ...fromFsrs(card),
    lastCorrectAt: null,
    chainIntervalDays: 0,
    chainLength: 0,
    masteredAt: null,
  };
}

function fromFsrs(
  card: Card,
): Omit<VerseCard, 'lastCorrectAt' | 'chainIntervalDays' | 'chainLength' | 'masteredAt'> {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    state: card.state,
    reps: card.reps,
    lapses: card.lapses,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

function toFsrs(card: VerseCard): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    ...(card.lastReview ? { last_review: new Date(card.lastReview) } : {}),
  };
}

/**
 * Whether a right answer repeats one already given on the same day (in the site's time zone), with
 * no wrong answer between: it counts once, so it changes nothing.
 */
export function repeatsTodaysRightAnswer(
  card: Pick<VerseCard, 'chainLength' | 'lastReview'>,
  correct: boolean,
  now: Date,
  timeZone: string,
): boolean {
  if (!correct || card.chainLength === 0 || card.lastReview === null) return false;
  return siteDay(new Date(card.lastReview), timeZone) === siteDay(now, timeZone);
}

/**
 * One recall of the whole verse (the "type it all" step): right is FSRS's Good, wrong is Again.
 * Said right again on the same day (`timeZone`: the site's) it counts once: the card stays as the
 * first right answer left it, so practising eight times in a day brings the verse back when once
 * would (FSRS alone would graduate it on the second same-day Good). The run of correct recalls
 * grows when a right answer comes at a longer interval than the last one; a wrong answer starts it
 * again. Once mastered, a verse stays mastered (later reviews keep it fresh).
 */
export function reviewVerse(card: VerseCard, correct: boolean, now: Date, timeZone: string): VerseCard {
  if (repeatsTodaysRightAnswer(card, correct, now, timeZone)) return card;
  const next = fromFsrs(scheduler.next(toFsrs(card), now, correct ? Rating.Good : Rating.Again).card);
  if (!correct) return { ...card, ...next, lastCorrectAt: null, chainIntervalDays: 0, chainLength: 0 };
  let { chainIntervalDays, chainLength, lastCorrectAt, masteredAt } = card;
  if (lastCorrectAt === null) {
    chainLength = 1;
    chainIntervalDays = 0;
    lastCorrectAt = now.toISOString();
  } else {
    const gap = (now.getTime() - new Date(lastCorrectAt).getTime()) / dayMs;
    if (gap >= 1 && gap > chainIntervalDays) {
      chainLength += 1;
      chainIntervalDays = Math.floor(gap);
      lastCorrectAt = now.toISOString();
    }
  }
  if (!masteredAt && reachesMastery(chainLength, chainIntervalDays)) masteredAt = now.toISOString();
  return { ...card, ...next, lastCorrectAt, chainIntervalDays, chainLength, masteredAt };
}

/** The mastery rule: enough correct recalls at growing intervals, the last one at least 21 days. */
export function reachesMastery(chainLength: number, chainIntervalDays: number): boolean {
  return chainLength >= MIN_CORRECT_RECALLS && chainIntervalDays >= MASTERED_INTERVAL_DAYS;
}

/** Whether the verse is due on or before the site's today (in its time zone). */
export function isDueToday(card: Pick<VerseCard, 'due'>, now: Date, timeZone: string): boolean {
  return siteDay(new Date(card.due), timeZone) <= siteDay(now, timeZone);
}

/** Mastered, else due today, else learning (practised, and coming back on a later day). */
export function verseStatus(
  card: Pick<VerseCard, 'due' | 'masteredAt'>,
  now: Date,
  timeZone: string,
): VerseStatus {
  if (card.masteredAt) return 'mastered';
  return isDueToday(card, now, timeZone) ? 'due' : 'learning';
}

export interface MemorySummary {
  mastered: number;
  /** Started and not yet mastered (due today or not). */
  learning: number;
  /** Due today, mastered or not. */
  dueToday: number;
}

export function summarize(
  cards: ReadonlyArray<Pick<VerseCard, 'due' | 'masteredAt'>>,
  now: Date,
  timeZone: string,
): MemorySummary {
  let mastered = 0;
  let dueToday = 0;
  for (const card of cards) {
    if (card.masteredAt) mastered += 1;
    if (isDueToday(card, now, timeZone)) dueToday += 1;
  }
  return { mastered, learning: cards.length - mastered, dueToday };
}

/** Whole days from now until the verse is due (0 when due today or earlier), in the site's days. */
export function daysUntilDue(card: Pick<VerseCard, 'due'>, now: Date, timeZone: string): number {
  const due = Date.parse(`${siteDay(new Date(card.due), timeZone)}T00:00:00Z`);
  const today = Date.parse(`${siteDay(now, timeZone)}T00:00:00Z`);
  return Math.max(0, Math.round((due - today) / dayMs));
}
