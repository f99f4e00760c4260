import { useCallback, useEffect, useState } from 'react';
import { findBook } from '../../lib/bible/books.ts';
import { markedReadMessage, readerMessages } from '../../lib/bible/reader-messages.ts';
import type { ReaderAction, ReaderPosition } from '../../lib/bible/reader-state.ts';
import { loadSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { apiRequest } from '../shared/api.ts';
import { type Awards, announceAwards } from '../shared/awards.ts';
import { useSession } from '../shared/use-session.ts';

interface BookProgressAnswer {
  chapters: Array<{ chapter: number }>;
}

interface MarkReadAnswer extends Awards {
  completedChallenges: Array<{ id: string; title: string }>;
  finishedPlans?: Array<{ id: string; title: string }>;
}

export type ReaderViewer = 'loading' | 'visitor' | 'user';

export interface ReadingProgress {
  viewer: ReaderViewer;
  saving: boolean;
  markRead: () => Promise<void>;
}

const bookKey = (p: ReaderPosition): string => `${p.version}/${p.book}`;

/**
 * Reading progress for the reader: which chapters of the current book the signed-in user has read
 * (asked once per version and book), and Mark as Read with its toasts (src/lib/bible/reader-messages.ts).
 */
export function useReadingProgress(
  position: ReaderPosition,
  dispatch: (action: ReaderAction) => void,
): ReadingProgress {
  const session = useSession();
  const [readByBook, setReadByBook] = useState<{ key: string; chapters: Set<number> } | null>(null);
  const [saving, setSaving] = useState(false);
  const viewer: ReaderViewer = session.loading ? 'loading' : session.user ? 'user' : 'visitor';
  const key = bookKey(position);

  useEffect(() => {
    void loadSession();
  }, []);

  useEffect(() => {
    if (viewer !== 'user' || readByBook?.key === key) return;
    let current = true;
    const query = new URLSearchParams({ version: position.version, book: position.book });
    void apiRequest<BookProgressAnswer>('GET', `/api/reading-progress?${query}`).then((result) => {
      if (!current) return;
      if (!result.ok) {
        console.error('Reading progress could not be loaded', result.message);
        return;
      }
      setReadByBook({ key, chapters: new Set(result.data.chapters.map((c) => c.chapter)) });
    });
    return () => {
      current = false;
    };
  }, [viewer, key, position.version, position.book, readByBook?.key]);

  useEffect(() => {
    if (readByBook?.key !== key) return;
    dispatch({ type: 'read-status', position, isRead: readByBook.chapters.has(position.chapter) });
  }, [readByBook, key, position, dispatch]);

  const markRead = useCallback(async (): Promise<void> => {
    const marked = position;
    setSaving(true);
    const result = await apiRequest<MarkReadAnswer>('POST', '/api/reading-progress', marked);
    setSaving(false);
    if (!result.ok) {
      toast({
        title: result.status === 401 ? readerMessages.signInToTrack : readerMessages.saveFailed,
        variant: 'error',
      });
      return;
    }
    setReadByBook((prev) =>
      prev?.key === bookKey(marked)
        ? { key: prev.key, chapters: new Set([...prev.chapters, marked.chapter]) }
        : prev,
    );
    dispatch({ type: 'read-status', position: marked, isRead: true });
    toast({
      title: markedReadMessage(findBook(marked.book)?.name ?? marked.book, marked.chapter),
      variant: 'success',
    });
    for (const challenge of result.data.completedChallenges) {
      toast({ title: readerMessages.challengeCompleted, description: challenge.title, variant: 'success' });
    }
    for (const plan of result.data.finishedPlans ?? []) {
      toast({ title: '🎉 Reading plan finished!', description: plan.title, variant: 'success' });
    }
    announceAwards(result.data);
    // The reading map and the streak on the page fill in at once.
    window.dispatchEvent(new CustomEvent('bsb:reading-progress'));
  }, [position, dispatch]);

  return { viewer, saving, markRead };
}
