import { type ReactElement, useEffect, useRef, useState } from 'react';
import { Celebration } from '../shared/Celebration.tsx';
import { LiveFeedback } from '../shared/LiveFeedback.tsx';
import { createRandom, type Random } from '../shared/random.ts';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import { LetterGrid } from './LetterGrid.tsx';
import { type Cell, clearSelection, newSearch, praiseMessage, selectCell, selectionText } from './logic.ts';

export interface WordSearchGameProps {
  words: string[];
}

/** Word Search: a thin layer over ./logic.ts. */
export default function WordSearchGame({ words }: WordSearchGameProps): ReactElement {
  const random = useRef<Random>(createRandom(0));
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState, dealt] = useFreshGame((seed, now) => {
    random.current = createRandom(seed);
    return newSearch(words, random.current, now);
  });
  const [praise, setPraise] = useState('');
  const [celebrate, setCelebrate] = useState(0);

  const complete = state.complete;
  useEffect(() => {
    if (complete) dialog.current?.showModal();
  }, [complete]);

  if (!dealt) return <p className="card text-center text-slate-700">Hiding the words...</p>;

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
    dialog.current?.close();
    setState(newSearch(words, random.current, Date.now()));
  };

  const targets = state.puzzle.words.map((w) => w.word);
  const lastFound = state.found.at(-1);
  const status =
    state.message ??
    (lastFound ? `You found ${lastFound}! ${state.found.length} of ${targets.length} found.` : '');
  const selecting = selectionText(state.puzzle, state.selection);
  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_16rem]" data-word-search>
      <div className="grid gap-3">
        <div className="rounded-3xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:p-4">
          <LetterGrid
            grid={state.puzzle.grid}
            selection={state.selection}
            foundCells={state.foundCells}
            onSelect={onSelect}
          />
        </div>
        <LiveFeedback>{status}</LiveFeedback>
      </div>

      <aside className="card h-fit" aria-labelledby="words-to-find">
        <h2 id="words-to-find" className="text-xl font-extrabold text-brand-900">
          Words to find
        </h2>
        <p className="mt-1 text-slate-700">
          Tap the letters one by one, in a straight line: across, down or diagonally, forwards or backwards.
        </p>
        <ul className="mt-3 grid gap-2" data-word-list>
          {targets.map((word) => {
            const isFound = state.found.includes(word);
            return (
              <li
                key={word}
                className={
                  'flex items-center gap-2 text-lg font-bold ' +
                  `${isFound ? 'text-leaf-700 line-through' : 'text-slate-800'}`
                }
              >
                <span aria-hidden="true">{isFound ? '✅' : '🔍'}</span>
                {word}
                {isFound && <span className="sr-only"> (found)</span>}
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-slate-800">
          Selected: <span className="font-extrabold tracking-widest text-brand-900">{selecting || '—'}</span>
        </p>
        <button
          type="button"
          className="btn-ghost mt-3"
          disabled={state.selection.length === 0}
          onClick={() => setState(clearSelection(state))}
        >
          Clear selection
        </button>
        {state.complete && (
          <button type="button" className="btn-primary mt-3 ml-2" onClick={playAgain}>
            Play Again
          </button>
        )}
      </aside>

      <dialog
        ref={dialog}
        aria-labelledby="word-search-done"
        className="m-auto max-w-md rounded-3xl p-8 text-center shadow-xl backdrop:bg-slate-900/50"
      >
        <p aria-hidden="true" className="text-5xl">
          🎉
        </p>
        <h2 id="word-search-done" className="section-title mt-3">
          {praise}
        </h2>
        <p className="mt-2 text-lg text-slate-700">You found all {targets.length} words.</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={playAgain}>
            Play Again
          </button>
          <button type="button" className="btn-ghost" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>

      <Celebration trigger={celebrate} message={state.complete ? 'All words found!' : 'Word found!'} />
    </div>
  );
}
