import { type ReactElement, useEffect, useState } from 'react';
import { artHeight, artWidth, emptyArt } from '../../lib/art.ts';
import type { PublishedDevotional } from '../../lib/devotionals/devotional.ts';
import { pageCount, pageItems } from '../../lib/devotionals/select.ts';
import { formatDayShort } from '../../lib/site-day.ts';
import { Modal } from '../shared/Modal.tsx';
import type { LoadState } from './use-recent-devotionals.ts';

export interface PastDevotionalsDialogProps {
  open: boolean;
  /** Devotionals dated before today, newest first. */
  past: readonly PublishedDevotional[];
  state: LoadState;
  onClose: () => void;
  onRead: (id: number) => void;
}

/** Past devotionals (dated before today, newest first), 5 a page with "Page N of M". */
export function PastDevotionalsDialog({
  open,
  past,
  state,
  onClose,
  onRead,
}: PastDevotionalsDialogProps): ReactElement {
  const [page, setPage] = useState(1);
  const pages = pageCount(past.length);
  useEffect(() => {
    if (open) setPage(1);
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title="Past Devotions">
      {state === 'loading' && past.length === 0 ? (
        <p role="status" className="text-slate-700">
          Loading devotionals...
        </p>
      ) : past.length === 0 ? (
        <div className="text-center">
          <img
            src={emptyArt.devotionals}
            alt=""
            width={artWidth}
            height={artHeight}
            decoding="async"
            className="mx-auto mb-3 h-auto w-48 max-w-full rounded-2xl"
          />
          <p className="font-bold text-slate-900">No devotionals available</p>
          <p className="mt-1 text-slate-700">Check back later for daily inspiration!</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-3" data-past-list>
            {pageItems(past, page).map((d) => (
              <li key={d.id} className="rounded-2xl bg-brand-50 p-4">
                <p className="text-sm font-semibold text-slate-600">
                  <time dateTime={d.date}>{formatDayShort(d.date)}</time>
                </p>
                <h3 className="font-extrabold text-brand-900">{d.title}</h3>
                <p className="mt-1 line-clamp-2 text-slate-700">{d.keyVerse}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <button type="button" className="btn-primary" onClick={() => onRead(d.id)}>
                    Read<span className="sr-only"> “{d.title}”</span>
                  </button>
                  <a href={d.path} className="btn-ghost">
                    Open page<span className="sr-only"> for “{d.title}”</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
          <nav aria-label="Past devotions pages" className="mt-4 flex items-center justify-between gap-3">
            <button
              type="button"
              className="btn-ghost disabled:opacity-50"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              <span aria-hidden="true">←</span> Newer
            </button>
            <p className="font-bold text-slate-800" aria-live="polite">
              Page {page} of {pages}
            </p>
            <button
              type="button"
              className="btn-ghost disabled:opacity-50"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Older <span aria-hidden="true">→</span>
            </button>
          </nav>
          {state === 'loading' && (
            <p role="status" className="mt-2 text-sm text-slate-700">
              Loading devotionals...
            </p>
          )}
        </>
      )}
      <p className="mt-4 text-center">
        <a href="/devotionals/archive/" className="font-semibold text-brand-700 underline">
          Browse the full archive
        </a>
      </p>
    </Modal>
  );
}
