import { useEffect, useState, type ReactElement } from 'react';
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

/** The full devotional with Previous / Next, "Devotional N of M" and arrow keys (platform.md section 2). */
export function LargeViewDialog({ list, openId, onClose, onShare }: LargeViewDialogProps): ReactElement {
  const [index, setIndex] = useState(0);
  const [currentId, setCurrentId] = useState<number | null>(null);

  useEffect(() => {
    if (openId === null) return;
    setCurrentId(openId);
  }, [openId]);

  // The list can grow while open (the recent list loads); stay on the same devotional.
  useEffect(() => {
    const at = list.findIndex((d) => d.id === currentId);
    if (at >= 0) setIndex(at);
  }, [list, currentId]);

  const current = list[index];
  const go = (to: number): void => {
    const next = list[to];
    if (next) setCurrentId(next.id);
  };
  const atFirst = index <= 0;
  const atLast = index >= list.length - 1;

  return (
    <Modal
      open={openId !== null}
      onClose={onClose}
      title="Devotional"
      className="max-w-3xl"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' && !atFirst) go(index - 1);
        if (event.key === 'ArrowRight' && !atLast) go(index + 1);
      }}
    >
      {current && (
        <div data-large-view>
          <DevotionalBody devotional={current} headingLevel={3} truncate={false} />
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <button type="button" className="btn-ghost disabled:opacity-50" disabled={atFirst} onClick={() => go(index - 1)}>
              <span aria-hidden="true">←</span> Previous
            </button>
            <p className="font-bold text-slate-800" aria-live="polite">Devotional {index + 1} of {list.length}</p>
            <button type="button" className="btn-ghost disabled:opacity-50" disabled={atLast} onClick={() => go(index + 1)}>
              Next <span aria-hidden="true">→</span>
            </button>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
            <p>Tip: use the <kbd className="rounded bg-slate-100 px-1.5">←</kbd> and <kbd className="rounded bg-slate-100 px-1.5">→</kbd> arrow keys to move between devotionals.</p>
            <span className="flex gap-2">
              <button type="button" className="btn-ghost" onClick={() => onShare(current)}>Share This</button>
              <a href={current.path} className="btn-ghost">Open page</a>
            </span>
          </div>
        </div>
      )}
    </Modal>
  );
}
