import type { ReactElement, ReactNode } from 'react';

/** One line under a game that says what the last move did; screen readers hear each change. */
export function LiveFeedback({ children }: { children: ReactNode }): ReactElement {
  return (
    <p aria-live="polite" className="min-h-7 text-center text-lg font-bold text-slate-900" data-feedback>
      {children}
    </p>
  );
}
