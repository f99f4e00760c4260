import type { ReactElement, ReactNode } from 'react';

export interface EndPanelProps {
  /** The big line, e.g. "🎉 Well done!". */
  title: ReactNode;
  /** What the player did (score, moves), under the title. */
  children?: ReactNode;
  /** The button's words, e.g. "Play Again" or "Next: Level 2, Kindness". */
  action: ReactNode;
  onAction: () => void;
  /** Classes for the panel's top margin in the game's flow. */
  className?: string;
}

/** The green panel that ends a game or a level: a big line, what the player did, and one button. */
export function EndPanel({
  title,
  children,
  action,
  onAction,
  className = 'mt-6',
}: EndPanelProps): ReactElement {
  return (
    <div className={`${className} rounded-2xl bg-leaf-100 p-5 text-center`}>
      <p className="text-2xl font-extrabold text-brand-900">{title}</p>
      {children && <p className="mt-1 text-lg text-slate-800">{children}</p>}
      <button type="button" className="btn-primary mt-4" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
