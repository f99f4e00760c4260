import type { ReactElement } from 'react';
import { m } from '#messages';
import { pageInLanguage } from './page-path.ts';
import type { ReaderViewer } from './use-reading-progress.ts';

export interface ReadStatusProps {
  viewer: ReaderViewer;
  isRead: boolean;
  saving: boolean;
  onMarkRead: () => void;
  /** Where the sign-in link brings the visitor back to. */
  returnPath: string;
}

/** Mark as Read for signed-in users ("Marked as Read" once read), the sign-in prompt for visitors. */
export default function ReadStatus({
  viewer,
  isRead,
  saving,
  onMarkRead,
  returnPath,
}: ReadStatusProps): ReactElement {
  if (viewer === 'loading') return <div className="min-h-11" aria-hidden="true" />;
  if (viewer === 'visitor') {
    return (
      <p className="flex flex-wrap items-center gap-3 rounded-2xl bg-sun-100 p-4 text-slate-800">
        <span className="flex-1">{m.reader_sign_in_prompt()}</span>
        <a href={pageInLanguage(`/auth/?next=${encodeURIComponent(returnPath)}`)} className="btn-primary">
          {m.reader_sign_in()}
        </a>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn-primary disabled:cursor-not-allowed disabled:opacity-80"
        disabled={isRead || saving}
        onClick={onMarkRead}
      >
        {isRead ? m.reader_marked_as_read() : m.reader_mark_as_read()}
      </button>
      {isRead && (
        <span className="rounded-full bg-leaf-100 px-3 py-1 font-bold text-leaf-700">
          {m.reader_read_badge()}
        </span>
      )}
    </div>
  );
}
