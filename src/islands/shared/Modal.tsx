import { type ReactElement, type ReactNode, useEffect, useId, useRef } from 'react';
import { m } from '#messages';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra classes for the dialog box (e.g. a wider max width). */
  className?: string;
  onKeyDown?: (event: React.KeyboardEvent<HTMLDialogElement>) => void;
}

/**
 * A modal dialog on the native <dialog> element: focus moves in and is trapped, Escape closes it,
 * and focus returns to the button that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  className = 'max-w-2xl',
  onKeyDown,
}: ModalProps): ReactElement {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) onClose();
      }}
      className={
        'm-auto w-[calc(100%-2rem)] rounded-3xl bg-white p-0 text-slate-800 shadow-2xl ' +
        `backdrop:bg-slate-900/60 ${className}`
      }
    >
      {open && (
        <div className="max-h-[85vh] overflow-y-auto p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-extrabold text-brand-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={m.site_close()}
              className={
                '-mt-1 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full ' +
                'text-2xl text-slate-700 hover:bg-slate-100'
              }
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
