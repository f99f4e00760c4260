import { type ReactElement, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { getLocale } from '../../i18n/page-locale.ts';
import { Celebration } from '../shared/Celebration.tsx';
import { LiveFeedback } from '../shared/LiveFeedback.tsx';
import { alphabets } from '../shared/letters.ts';
import { createRandom, type Random } from '../shared/random.ts';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import { useGameBand } from '../shared/use-game-band.ts';
import { LetterGrid } from './LetterGrid.tsx';
import {
  type Cell,
  clearSelection,
  newSearch,
  praiseMessage,
  rulesFor,
  selectCell,
  selectionText,
} from './logic.ts';

export interface WordSearchGameProps {
  words: string[];
}

/** Word Search: a thin layer over ./logic.ts. */
export default function WordSearchGame({ words }: WordSearchGameProps): ReactElement {
  const random = useRef<Random>(createRandom(0));
  const playAgainButton = useRef<HTMLButtonElement>(null);
  const band = useGameBand();
  const rules = rulesFor(band);
  // The page's language gives the filler letters (Spanish has Ñ); its data file gives the words.
  const letters = alphabets[getLocale()];
  const [state, setState, dealt] = useFreshGame((seed, now) => {
    random.current = createRandom(seed);
    return newSearch(words, random.current, now, rules, letters);
  }, band);
  const [praise, setPraise] = useState('');
  const [celebrate, setCelebrate] = useState(0);

  const complete = state.complete;
  useEffect(() => {
    if (complete) playAgainButton.current?.focus();
  }, [complete]);

  if (!dealt) return <p className="card text-center text-slate-700">{m.games_word_search_hiding()}</p>;

  const onSelect = (cell: Cell): void => {
    const after = selectCell(state, cell);
    if (after.found.length > state.found.length) setCelebrate((c) => c + 1);
    if (after.complete && !state.complete) {
      setPraise(praiseMessage(random.current));
      void recordGameResult({
        gameId: 'word-search',
        level: 1,
        score: after.found.length,
        won: true,
        durationSeconds: elapsedSeconds(after.startedAt, Date.now()),
      });
    }
    setState(after);
  };
  const playAgain = (): void => {
    setCelebrate(0);
    setState(newSearch(words, random.current, Date.now(), rules, letters));
  };

  const targets = state.puzzle.words.map((w) => w.word);
  const lastFound = state.found.at(-1);
  const status =
    state.message ??
    (lastFound
      ? m.games_word_search_found_status({
          word: lastFound,
          found: state.found.length,
          total: targets.length,
        })
      : '');
  const selecting = selectionText(state.puzzle, state.selection);
  // Under the grid while playing (nothing above the grid moves); with the last word, beside the
  // "all found" panel that takes the focus, so it is in view. It starts on mounting there.
  const celebration = (
    <Celebration
      key={state.complete ? 'done' : 'playing'}
      trigger={celebrate}
      message={state.complete ? m.games_word_search_celebrate_done() : m.games_word_search_celebrate_word()}
    />
  );
  return (
    <div className="grid gap-3 sm:gap-5 lg:grid-cols-[16rem_1fr] lg:items-start" data-word-search>
      {/* The list sits above the grid on a phone and beside it on a wide screen, never below it. */}
      <aside
        className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-6"
        aria-labelledby="words-to-find"
      >
        <h2 id="words-to-find" className="text-lg font-extrabold text-brand-900 sm:text-xl">
          {m.games_word_search_words_to_find()}
        </h2>
        <p className="mt-1 text-sm text-slate-700 sm:text-base">{m.games_word_search_how()}</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 sm:mt-3 lg:grid lg:gap-2" data-word-list>
          {targets.map((word) => {
            const isFound = state.found.includes(word);
            return (
              <li
                key={word}
                className={
                  'flex items-center gap-1.5 text-base font-bold sm:text-lg ' +
                  `${isFound ? 'text-leaf-700 line-through' : 'text-slate-800'}`
                }
              >
                <span aria-hidden="true">{isFound ? '✅' : '🔍'}</span>
                {word}
                {isFound && <span className="sr-only"> {m.games_word_search_found_mark()}</span>}
              </li>
            );
          })}
        </ul>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 sm:mt-4 lg:block">
          <p className="text-slate-800">
            {m.games_word_search_selected()}{' '}
            <span className="font-extrabold tracking-widest text-brand-900">{selecting || '—'}</span>
          </p>
          <button
            type="button"
            className="btn-ghost lg:mt-3"
            disabled={state.selection.length === 0}
            onClick={() => setState(clearSelection(state))}
          >
            {m.games_word_search_clear()}
          </button>
        </div>
      </aside>

      <div className="grid gap-3">
        {state.complete && (
          <section
            className="rounded-3xl bg-leaf-100 p-4 text-center ring-2 ring-leaf-600"
            aria-labelledby="word-search-done"
            data-word-search-done
          >
            <h2 id="word-search-done" className="text-2xl font-extrabold text-brand-900">
              {praise}
            </h2>
            <p className="mt-1 text-lg text-slate-800">
              {m.games_word_search_found_all({ count: targets.length })}
            </p>
            <button ref={playAgainButton} type="button" className="btn-primary mt-3" onClick={playAgain}>
              {m.games_common_play_again()}
            </button>
          </section>
        )}
        {state.complete && celebration}
        <div className="rounded-3xl bg-white p-1.5 shadow-sm ring-1 ring-slate-200 sm:p-4">
          <LetterGrid
            grid={state.puzzle.grid}
            selection={state.selection}
            foundCells={state.foundCells}
            onSelect={onSelect}
          />
        </div>
        <LiveFeedback>{status}</LiveFeedback>
        {!state.complete && celebration}
      </div>
    </div>
  );
}
