import { type Awards, announceAwards } from '../islands/shared/awards.ts';
import { markedReadMessage, readerMessages } from '../lib/bible/reader-messages.ts';
import { toast } from '../stores/toasts.ts';

/**
 * A chapter page's reading progress over /api/reading-progress: loaded by src/scripts/chapter-reader.ts
 * for a signed-in reader (whether the chapter is read) and on the first Mark as Read, so a visitor
 * who only reads loads none of it.
 */
export interface ChapterPosition {
  version: string;
  book: string;
  chapter: number;
}

interface BookProgressAnswer {
  chapters: Array<{ chapter: number }>;
}

interface MarkReadAnswer extends Awards {
  completedChallenges: Array<{ id: string; title: string }>;
}

/** A JSON call to the API: the answer's status and body (null when none came or it is not JSON). */
async function send<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T | null }> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, data: res.ok ? ((await res.json()) as T) : null };
  } catch {
    return { status: 0, data: null };
  }
}

/** Whether the signed-in reader has read this chapter (false, and a console error, when unknown). */
export async function chapterIsRead(position: ChapterPosition): Promise<boolean> {
  const query = new URLSearchParams({ version: position.version, book: position.book });
  const { status, data } = await send<BookProgressAnswer>('GET', `/api/reading-progress?${query}`);
  if (!data) console.error(`Reading progress could not be loaded (${status})`);
  return data?.chapters.some((c) => c.chapter === position.chapter) ?? false;
}

/** Mark as Read: saves (or queues, offline), says so in toasts; whether the chapter is now read. */
export async function markChapterRead(position: ChapterPosition, bookName: string): Promise<boolean> {
  const { status, data } = await send<MarkReadAnswer>('POST', '/api/reading-progress', position);
  // No connection: kept on this device and sent when it returns (the queue's code loads only now).
  if (!data && !status && (await import('./offline-sync.ts')).queueMarkRead(position)) return true;
  if (!data) {
    toast({
      title: status === 401 ? readerMessages.signInToTrack : readerMessages.saveFailed,
      variant: 'error',
    });
    return false;
  }
  toast({ title: markedReadMessage(bookName, position.chapter), variant: 'success' });
  for (const challenge of data.completedChallenges) {
    toast({ title: readerMessages.challengeCompleted, description: challenge.title, variant: 'success' });
  }
  announceAwards(data);
  // The streak in the top bar grows with the day's first chapter.
  window.dispatchEvent(new CustomEvent('bsb:reading-progress'));
  return true;
}
