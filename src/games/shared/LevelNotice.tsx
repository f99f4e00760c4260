import type { ReactElement, ReactNode } from 'react';

/** The banner that announces a level's end ("🎉 Level 1 complete!"), read out as a status. */
export function LevelNotice({ children }: { children: ReactNode }): ReactElement {
  return (
    <p
      role="status"
      data-level-notice
      className="rounded-2xl bg-sun-100 p-4 text-center text-lg font-bold text-slate-900 ring-2 ring-sun-400"
    >
      {children}
    </p>
  );
}
