import { findBook } from '../bible/books.ts';

/** What a group can be given to do. */
export const assignmentKinds = ['story', 'chapters', 'plan', 'verse', 'game'] as const;
export type AssignmentKind = (typeof assignmentKinds)[number];

/** Chapters of one book, `book:from-to` (`john:1-3`) or one chapter (`john:3`). */
export interface ChapterRange {
  book: string;
  from: number;
  to: number;
}

/** Most chapters one assignment may give. */
export const maxAssignedChapters = 30;

/** A chapters target read; null when it names no real book or chapters. */
export function parseChapterRange(target: string): ChapterRange | null {
  const match = /^([a-z0-9]+):(\d{1,3})(?:-(\d{1,3}))?$/.exec(target.trim().toLowerCase());
  if (!match) return null;
  const book = findBook(match[1]!);
  const from = Number(match[2]);
  const to = match[3] === undefined ? from : Number(match[3]);
  if (!book || from < 1 || to < from || to > book.chapters || to - from + 1 > maxAssignedChapters)
    return null;
  return { book: book.slug, from, to };
}

/** The chapters of a range, in order. */
export function chaptersOf(range: ChapterRange): number[] {
  return Array.from({ length: range.to - range.from + 1 }, (_, i) => range.from + i);
}

/** A target of the other kinds: a slug or id as the site writes them. */
export const slugTarget = /^[a-z0-9][a-z0-9-]{0,79}$/;
