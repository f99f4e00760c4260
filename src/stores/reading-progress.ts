import { atom } from 'nanostores';
import { m } from '#messages';
import { apiRequest } from '../client/request.ts';
import {
  type BookProgressAnswer,
  type MarkReadAnswer,
  readingProgressEvent,
} from '../lib/progress-answers.ts';
import { celebrate } from './celebration.ts';
import { sendForLearner } from './learner.ts';
import { toast } from './toasts.ts';

/**
 * Reading progress of whoever is learning: the chapters of the book on screen they have read, and
 * Mark as Read. Used by the Bible Explorer's reader (src/islands/reader) and chapter pages
 * (src/scripts/chapter-reader.ts), so both save, queue offline and say so the same way.
 */
export interface ChapterPosition {
  version: string;
  /** The book's slug. */
  book: string;
  chapter: number;
}

/** The chapters read of one book (`key`: version/book), asked once per version and book. */
export interface ReadChapters {
  key: string;
  chapters: ReadonlySet<number>;
}

export const $readChapters = atom<ReadChapters | null>(null);

export const bookKey = (p: ChapterPosition): string => `${p.version}/${p.book}`;

let wanted = '';

/** Loads which chapters of `position`'s book are read (once per book; a console error when it fails). */
export async function loadReadChapters(position: ChapterPosition): Promise<void> {
  const key = bookKey(position);
  if ($readChapters.get()?.key === key || wanted === key) return;
  wanted = key;
  const query = new URLSearchParams({ version: position.version, book: position.book });
  const result = await apiRequest<BookProgressAnswer>('GET', `/api/reading-progress?${query}`, undefined, {
    cache: 'no-store',
  });
  if (wanted !== key) return;
  wanted = '';
  if (!result.ok) return console.error('Reading progress could not be loaded', result.status, result.message);
  $readChapters.set({ key, chapters: new Set(result.data.chapters.map((c) => c.chapter)) });
}

/** Whether `position` is read, or null while its book's chapters are not known. */
export function chapterReadOf(read: ReadChapters | null, position: ChapterPosition): boolean | null {
  return read?.key === bookKey(position) ? read.chapters.has(position.chapter) : null;
}

function rememberRead(position: ChapterPosition): void {
  const read = $readChapters.get();
  if (read?.key !== bookKey(position)) return;
  $readChapters.set({ key: read.key, chapters: new Set([...read.chapters, position.chapter]) });
}

/**
 * Mark as Read: saves the chapter (or, offline, keeps it on this device, said in a toast), and
 * celebrates it once: the chapter with the challenges completed, reading plans finished, badges and
 * achievements it earned. Answers whether the chapter is now read.
 */
export async function markChapterRead(position: ChapterPosition, bookName: string): Promise<boolean> {
  const marked = { version: position.version, book: position.book, chapter: position.chapter };
  const result = await sendForLearner<MarkReadAnswer>('mark-read', '/api/reading-progress', marked);
  if ('queued' in result) {
    rememberRead(marked);
    return true;
  }
  if (!result.ok) {
    toast({
      title: result.status === 401 ? m.reader_sign_in_to_track() : m.reader_save_failed(),
      variant: 'error',
    });
    return false;
  }
  rememberRead(marked);
  celebrate(m.reader_marked_read_toast({ name: `${bookName} ${marked.chapter}` }), result.data);
  window.dispatchEvent(new CustomEvent(readingProgressEvent));
  return true;
}
