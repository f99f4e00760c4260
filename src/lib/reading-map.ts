/**
 * The reading map (issue 19): for one version, the 66 books and their 1,189 chapters with what the
 * learner has read, and the share read per book, per testament and in all. Pure.
 */
import { bibleBooks, type Testament, totalChapterCount } from './bible/books.ts';

export interface MapBook {
  slug: string;
  name: string;
  testament: Testament;
  chapters: number;
  /** The chapters read, in order. */
  read: number[];
  percent: number;
}

export interface ReadingMap {
  books: MapBook[];
  testaments: Record<Testament, { read: number; chapters: number; percent: number }>;
  total: { read: number; chapters: number; percent: number };
}

/** A share as a whole percent; 0 < share < 1 % shows as 1, so a first chapter is visible. */
export function percentOf(read: number, total: number): number {
  if (total === 0 || read === 0) return 0;
  return Math.min(100, Math.max(1, Math.floor((read / total) * 100)));
}

/** The map from the chapters read (book slug and chapter) of one version; unknown rows are ignored. */
export function buildReadingMap(rows: ReadonlyArray<{ book: string; chapter: number }>): ReadingMap {
  const byBook = new Map<string, Set<number>>();
  for (const r of rows) {
    const set = byBook.get(r.book) ?? new Set<number>();
    set.add(r.chapter);
    byBook.set(r.book, set);
  }
  const books = bibleBooks.map((b): MapBook => {
    const read = [...(byBook.get(b.slug) ?? [])]
      .filter((n) => n >= 1 && n <= b.chapters)
      .sort((x, y) => x - y);
    return {
      slug: b.slug,
      name: b.name,
      testament: b.testament,
      chapters: b.chapters,
      read,
      percent: percentOf(read.length, b.chapters),
    };
  });
  const sum = (t: Testament | null) => {
    const list = t ? books.filter((b) => b.testament === t) : books;
    const read = list.reduce((n, b) => n + b.read.length, 0);
    const chapters = t ? list.reduce((n, b) => n + b.chapters, 0) : totalChapterCount;
    return { read, chapters, percent: percentOf(read, chapters) };
  };
  return { books, testaments: { OT: sum('OT'), NT: sum('NT') }, total: sum(null) };
}
