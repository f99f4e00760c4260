import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { findBook } from '../../lib/bible/books.ts';
import type { ReaderAction, ReaderPosition } from '../../lib/bible/reader-state.ts';
import {
  $readChapters,
  chapterReadOf,
  loadReadChapters,
  markChapterRead,
  type ReadChapters,
} from '../../stores/reading-progress.ts';
import { loadSession } from '../../stores/session.ts';
import { useSession } from '../shared/use-session.ts';

export type ReaderViewer = 'loading' | 'visitor' | 'user';

export interface ReadingProgress {
  viewer: ReaderViewer;
  saving: boolean;
  markRead: () => Promise<void>;
}

const subscribeRead = (onChange: () => void): (() => void) => $readChapters.listen(onChange);
const readNow = (): ReadChapters | null => $readChapters.get();
const readOnServer = (): ReadChapters | null => null;

/**
 * The reader's view of the reading progress store (src/stores/reading-progress.ts): whether the
 * chapter on screen is read, and Mark as Read with its toasts and offline queue.
 */
export function useReadingProgress(
  position: ReaderPosition,
  dispatch: (action: ReaderAction) => void,
): ReadingProgress {
  const session = useSession();
  const read = useSyncExternalStore(subscribeRead, readNow, readOnServer);
  const [saving, setSaving] = useState(false);
  const viewer: ReaderViewer = session.loading ? 'loading' : session.user ? 'user' : 'visitor';

  useEffect(() => {
    void loadSession();
  }, []);

  useEffect(() => {
    if (viewer === 'user') void loadReadChapters(position);
  }, [viewer, position]);

  const isRead = chapterReadOf(read, position);
  useEffect(() => {
    if (isRead !== null) dispatch({ type: 'read-status', position, isRead });
  }, [isRead, position, dispatch]);

  const markRead = useCallback(async (): Promise<void> => {
    const marked = position;
    setSaving(true);
    const done = await markChapterRead(marked, findBook(marked.book)?.name ?? marked.book);
    setSaving(false);
    if (done) dispatch({ type: 'read-status', position: marked, isRead: true });
  }, [position, dispatch]);

  return { viewer, saving, markRead };
}
