import { type ReactElement, useCallback, useReducer } from 'react';
import { bibleBooks } from '../../lib/bible/books.ts';
import { chapterPagePath } from '../../lib/bible/paths.ts';
import {
  type ReaderAction,
  type ReaderPosition,
  type ReaderState,
  readerStateAt,
  reduceReader,
  samePosition,
} from '../../lib/bible/reader-state.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import ReaderControls from './ReaderControls.tsx';
import ReadStatus from './ReadStatus.tsx';
import { useReadingProgress } from './use-reading-progress.ts';

export interface ChapterReaderProps {
  position: ReaderPosition;
}

const reduce = (state: ReaderState, action: ReaderAction): ReaderState =>
  reduceReader(state, action, bibleBooks);

/**
 * The reader controls of a pre-rendered chapter page: the same state rules as the Bible Explorer,
 * but a move opens the chapter's own page (its verses are already in the HTML).
 */
export default function ChapterReader({ position }: ChapterReaderProps): ReactElement {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(reduce, position, (p) => readerStateAt(p, bibleBooks));
  const progress = useReadingProgress(state.position, dispatch);

  const onAction = useCallback(
    (action: ReaderAction): void => {
      const next = reduce(state, action);
      if (samePosition(next.position, state.position)) {
        dispatch(action);
        return;
      }
      window.location.assign(
        chapterPagePath(next.position.version, next.position.book, next.position.chapter),
      );
    },
    [state],
  );

  const path = chapterPagePath(position.version, position.book, position.chapter);
  return (
    <div className="grid gap-4">
      <ReaderControls
        state={state}
        books={bibleBooks}
        onAction={onAction}
        enabled={hydrated}
        chapterHref={(chapter) => chapterPagePath(position.version, position.book, chapter)}
        idPrefix="reader"
      />
      <ReadStatus
        viewer={progress.viewer}
        isRead={state.isRead}
        saving={progress.saving}
        onMarkRead={() => void progress.markRead()}
        returnPath={path}
      />
    </div>
  );
}
