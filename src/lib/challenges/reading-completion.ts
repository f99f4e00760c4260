import { findBook } from '../bible/books.ts';
import type { BibleReadingRequirement } from './requirements.ts';

/**
 * Automatic completion of bible_reading challenges: after a chapter is
 * marked read, every active reading challenge whose requirement the user's reading now meets,
 * and that has no verification yet, is completed.
 */
export interface ReadChapter {
  version: string;
  /** The book's slug. */
  book: string;
  chapter: number;
}

export interface ReadingChallenge {
  id: string;
  requirement: BibleReadingRequirement;
}

export interface ReadingChallengeCheck {
  challengeId: string;
  chaptersRead: number;
  chaptersRequired: number;
}

/** How many chapters the requirement asks for: chapters_required, else every specific chapter, else 1. */
export function chaptersRequired(requirement: BibleReadingRequirement): number {
  return requirement.chapters_required ?? requirement.specific_chapters?.length ?? 1;
}

/**
 * The distinct chapters (book and chapter, whatever the version: reading John 3 in KJV and in ASV
 * is one chapter) that count toward the requirement; -1 when it names a book that does not exist.
 */
export function chaptersCountingToward(
  requirement: BibleReadingRequirement,
  read: readonly ReadChapter[],
): number {
  let bookSlug: string | null = null;
  if (requirement.book !== undefined) {
    const book = findBook(requirement.book);
    if (!book) return -1;
    bookSlug = book.slug;
  }
  const specific = requirement.specific_chapters ? new Set(requirement.specific_chapters) : null;
  const counted = new Set<string>();
  for (const r of read) {
    if (bookSlug !== null && r.book !== bookSlug) continue;
    if (specific && !specific.has(r.chapter)) continue;
    counted.add(`${r.book}:${r.chapter}`);
  }
  return counted.size;
}

/** The challenges that are met now and not yet verified, in the order given. */
export function readingChallengesNowMet(
  challenges: readonly ReadingChallenge[],
  read: readonly ReadChapter[],
  verifiedChallengeIds: ReadonlySet<string>,
): ReadingChallengeCheck[] {
  const met: ReadingChallengeCheck[] = [];
  for (const challenge of challenges) {
    if (verifiedChallengeIds.has(challenge.id)) continue;
    const chaptersRead = chaptersCountingToward(challenge.requirement, read);
    const required = chaptersRequired(challenge.requirement);
    if (chaptersRead >= required)
      met.push({ challengeId: challenge.id, chaptersRead, chaptersRequired: required });
  }
  return met;
}
