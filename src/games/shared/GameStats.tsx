import type { ReactElement, ReactNode } from 'react';

/** The row of numbers above a game (level, question, score...). */
export function GameStats({ items }: { items: Array<{ label: string; value: ReactNode }> }): ReactElement {
  return (
    <dl
      className={
        'flex flex-wrap justify-around gap-x-4 gap-y-1 rounded-3xl bg-white px-3 py-2 text-center shadow-sm ' +
        'ring-1 ring-slate-200 sm:gap-4 sm:p-6'
      }
      data-game-stats
    >
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-xs font-semibold text-slate-600 sm:text-sm">{item.label}</dt>
          <dd className="text-base font-extrabold text-brand-900 sm:text-lg">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
