import type { ReactElement, ReactNode } from 'react';

/** The row of numbers above a game (level, question, score...). */
export function GameStats({ items }: { items: Array<{ label: string; value: ReactNode }> }): ReactElement {
  return (
    <dl className="card flex flex-wrap justify-around gap-4 text-center">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-sm font-semibold text-slate-600">{item.label}</dt>
          <dd className="text-lg font-extrabold text-brand-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
