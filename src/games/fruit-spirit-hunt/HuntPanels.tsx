import type { ReactElement } from 'react';
import { m } from '#messages';
import { getLocale } from '../../i18n/page-locale.ts';
import { galatiansVerses } from './levels.ts';
import type { HuntData } from './schema.ts';

/** The fruits found on this level, newest first, each with its description and verse. */
export function FoundBasket({
  data,
  found,
}: {
  data: HuntData;
  found: readonly string[];
}): ReactElement | null {
  if (found.length === 0) return null;
  const fruits = [...found].reverse().map((id) => data.fruits.find((f) => f.id === id)!);
  return (
    <section className="mt-6" aria-labelledby="found-title">
      <h3 id="found-title" className="text-lg font-extrabold text-brand-900">
        {m.games_hunt_basket()}
      </h3>
      <ul className="mt-2 grid gap-3 md:grid-cols-2">
        {fruits.map((f) => (
          <li key={f.id} className="rounded-2xl bg-sun-100 p-3">
            <p className="font-extrabold text-brand-900">
              <span aria-hidden="true">{f.emoji} </span>
              {f.name}
            </p>
            <p className="text-slate-800">{f.description}</p>
            <p className="mt-1 font-serif text-slate-800">
              “{f.verse}” <span className="font-sans font-bold">{f.reference}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The final screen after level 7. */
export function FinalScreen({
  data,
  score,
  onPlayAgain,
}: {
  data: HuntData;
  score: number;
  onPlayAgain: () => void;
}): ReactElement {
  const galatians = galatiansVerses[getLocale()];
  return (
    <div className="text-center">
      <h2 className="section-title">{m.games_hunt_finished()}</h2>
      <p className="mt-2 text-lg text-slate-800">
        {m.games_hunt_expert()} <strong>{score}</strong>
      </p>
      <p className="mt-3 text-4xl" aria-hidden="true">
        {data.fruits.map((f) => f.emoji).join(' ')}
      </p>
      <blockquote className="mx-auto mt-4 max-w-2xl rounded-2xl bg-sun-100 p-4 font-serif text-xl text-slate-900">
        “{galatians.text}”
        <footer className="mt-2 font-sans text-base font-bold text-brand-800">{galatians.reference}</footer>
      </blockquote>
      <p className="mt-3 text-slate-800">
        {m.games_hunt_grow_them({ fruits: data.fruits.map((f) => f.name).join(', ') })}
      </p>
      <button type="button" className="btn-primary mt-5" onClick={onPlayAgain}>
        {m.games_hunt_play_again()}
      </button>
    </div>
  );
}
