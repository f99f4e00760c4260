import type { ReactElement } from 'react';
import { m } from '#messages';
import type { BadgeWords } from '../../lib/learn/translations.ts';
import type { HomeBadge } from './home-data.ts';

/** The badges the learner earned (every plan, the free one too), newest first, named in the page's language. */
export function BadgeShelf({
  badges,
  words = {},
}: {
  badges: readonly HomeBadge[];
  words?: BadgeWords;
}): ReactElement {
  const newestFirst = [...badges]
    .sort((a, b) => b.awardedAt.localeCompare(a.awardedAt))
    .map((b) => ({ ...b, ...(words[b.id] ?? {}) }));
  return (
    <section className="card" aria-labelledby="home-badges-title" data-badge-shelf>
      <h2 id="home-badges-title" className="section-title">
        {m.home_badges_title()}
      </h2>
      {newestFirst.length === 0 ? (
        <p className="mt-2 text-slate-700">{m.home_no_badges()}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3">
          {newestFirst.map((b) => (
            <li
              key={b.id}
              className="flex items-center gap-2 rounded-2xl bg-sun-100 px-3 py-2 font-bold text-slate-900"
              title={b.description}
              data-badge={b.name}
            >
              <span aria-hidden="true" className="text-2xl">
                {b.icon}
              </span>
              {b.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
