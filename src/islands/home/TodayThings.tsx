import type { ReactElement } from 'react';
import { m } from '#messages';
import { localHref } from '../../i18n/paths.ts';
import type { HomeThing } from '../../lib/learner-home.ts';

const icons: Record<HomeThing['kind'], string> = {
  story: '📖',
  devotional: '🌅',
  reading: '📜',
  'plan-day': '🗓️',
  verses: '💡',
  game: '🎲',
};

/** Today's three things; the first is the main call to action. */
export function TodayThings({ things }: { things: readonly HomeThing[] }): ReactElement {
  return (
    <ol className="mt-4 grid gap-4 md:grid-cols-3" data-today-things>
      {things.map((thing, i) => (
        <li
          key={thing.kind}
          className={`card flex flex-col gap-2 ${i === 0 ? 'ring-4 ring-sun-400' : ''}`}
          data-thing={thing.kind}
        >
          {i === 0 && (
            <span className="self-start rounded-full bg-sun-100 px-3 py-1 text-sm font-bold text-slate-900">
              {m.home_start_here()}
            </span>
          )}
          <span aria-hidden="true" className="text-4xl">
            {thing.listen ? '🔊' : icons[thing.kind]}
          </span>
          <h3 className="text-xl font-extrabold text-brand-900">{thing.title}</h3>
          <p className="flex-1 text-slate-700">{thing.detail}</p>
          <a
            href={localHref(thing.href)}
            className={i === 0 ? 'btn-sun self-start text-lg' : 'btn-primary self-start'}
            data-main-action={i === 0 ? '' : undefined}
          >
            {thing.title}
          </a>
        </li>
      ))}
    </ol>
  );
}
