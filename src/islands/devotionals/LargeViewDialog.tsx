import { type ReactElement, useEffect, useState } from 'react';
import type { PublishedDevotional } from '../../lib/devotionals/devotional.ts';
import { Modal } from '../shared/Modal.tsx';
import { DevotionalBody } from './DevotionalBody.tsx';

export interface LargeViewDialogProps {
  /** Published devotionals, newest first. */
  list: readonly PublishedDevotional[];
  /** The devotional to open on, or null when closed. */
  openId: number | null;
  onClose: () => void;
  onShare: (d: PublishedDevotional) => void;
}

/** The full devotional with Previous / Next (disabled at the ends), "Devotional N of M" and arrow keys. */
export function LargeViewDialog({ list, openId, onClose, onShare }: LargeViewDialogProps): ReactElement {
  // The shown devotional is kept by id, so the list can grow while open (the recent list loads).
  const [currentId, setCurrentId] = useState<number | null>(null);
  useEffect(() => {
    if (openId !== null) setCurrentId(openId);
  }, [openId]);

  const index = Math.max(
    0,
    list.findIndex((d) => d.id === currentId),
  );
  const current = list[index];
  const atFirst = index <= 0;
  const atLast = index >= list.length - 1;
  // Steps from the latest state, so quick key presses are never lost.
  const step = (delta: number): void =>
    setCurrentId((id) => {
      const at = list.findIndex((d) => d.id === id);
      return list[at + delta]?.id ?? id;
    });

  return (
    <Modal
      open={openId !== null}
      onClose={onClose}
      title="Devotional"
      className="max-w-3xl"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') step(-1);
        if (event.key === 'ArrowRight') step(1);
      }}
    >
      {current && (
        <div data-large-view>
          <DevotionalBody devotional={current} headingLevel={3} truncate={false} />
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <button
              type="button"
              className="btn-ghost disabled:opacity-50"
              disabled={atFirst}
              onClick={() => step(-1)}
            >
              <span aria-hidden="true">←</span> Previous
            </button>
            <p className="font-bold text-slate-800" aria-live="polite">
              Devotional {index + 1} of {list.length}
            </p>
            <button
              type="button"
              className="btn-ghost disabled:opacity-50"
              disabled={atLast}
              onClick={() => step(1)}
            >
              Next <span aria-hidden="true">→</span>
            </button>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
            <p>
              Tip: use the <kbd className="rounded bg-slate-100 px-1.5">←</kbd> and{' '}
              <kbd className="rounded bg-slate-100 px-1.5">→</kbd> arrow keys to move between devotionals.
            </p>
            <span className="flex gap-2">
              <button type="button" className="btn-ghost" onClick={() => onShare(current)}>
                Share This
              </button>
              <a href={current.path} className="btn-ghost">
                Open page
              </a>
            </span>
          </div>
        </div>
      )}
    </Modal>
  );
}
