import type { ReactElement, ReactNode } from 'react';

/** One line under a game that says what the last move did; screen readers hear each change. */
export function LiveFeedback({ children }: { children: ReactNode }): ReactElement {
  return (
    <p aria-live="polite" className="min-h-7 text-center text-lg font-bold text-slate-900" data-feedback>
      {children}
    </p>
  );
}

/** The boxed note under a board game's header that tells whose turn it is or what just happened. */
export function GameNote({ children }: { children: ReactNode }): ReactElement {
  return (
    <p role="status" className="mt-3 min-h-14 rounded-2xl bg-brand-50 p-3 text-slate-800">
      {children}
    </p>
  );
}
