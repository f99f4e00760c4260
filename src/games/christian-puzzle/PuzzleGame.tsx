import { type ReactElement, useEffect, useState } from 'react';
import { toast } from '../../stores/toasts.ts';
import { Celebration } from '../shared/Celebration.tsx';
import { createRandom } from '../shared/random.ts';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import {
  chooseItem,
  newPuzzle,
  type PuzzleState,
  puzzleScore,
  selectCharacter,
  wrongPairMessage,
} from './logic.ts';
import type { PuzzlePair } from './schema.ts';

export interface PuzzleGameProps {
  pairs: PuzzlePair[];
}

const tile =
  'flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left text-lg font-bold ring-2 transition';

/** Christian Puzzle: click a character, then the item they are known for. */
export default function PuzzleGame({ pairs }: PuzzleGameProps): ReactElement {
  const [state, setState] = useFreshGame<PuzzleState>((seed, now) =>
    newPuzzle(pairs, createRandom(seed), now),
  );
  const [note, setNote] = useState('Click a Bible hero, then the thing they are known for.');
  const [wins, setWins] = useState(0);
  const byId = new Map(pairs.map((p) => [p.id, p]));

  useEffect(() => {
    if (state.finishedAt === null) return;
    setWins((w) => w + 1);
    void recordGameResult({
      gameId: 'christian-puzzle',
      level: 1,
      score: puzzleScore(state),
      won: true,
      durationSeconds: elapsedSeconds(state.startedAt, state.finishedAt),
    });
  }, [state.finishedAt]);

  const pickCharacter = (id: string): void => {
    const next = selectCharacter(state, id);
    setState(next);
    if (next.selected)
      setNote(
        `${byId.get(id)!.character} is picked. Now click the thing ${byId.get(id)!.character} is known for.`,
      );
  };

  const pickItem = (id: string): void => {
    const { state: next, outcome } = chooseItem(state, id, Date.now());
    setState(next);
    if (outcome === 'no-character') setNote('First click a Bible hero, then the item.');
    if (outcome === 'wrong') {
      toast({ title: wrongPairMessage, variant: 'error' });
      setNote(wrongPairMessage);
    }
    if (outcome === 'match') {
      const pair = byId.get(id)!;
      setNote(`Yes! ${pair.character} and the ${pair.item}. ${pair.fact} (${pair.reference})`);
    }
  };

  const restart = (): void => {
    setState(newPuzzle(pairs, createRandom(Date.now()), Date.now()));
    setNote('Click a Bible hero, then the thing they are known for.');
  };
  const done = state.finishedAt !== null;

  return (
    <div className="card">
      <Celebration trigger={wins} message="Puzzle complete!" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-bold text-brand-900">
          Matched: {state.matched.length} / {pairs.length}
          <span className="ml-4">Tries that missed: {state.mistakes}</span>
        </p>
        <button type="button" className="btn-ghost" onClick={restart}>
          🔄 New Game
        </button>
      </div>
      <p role="status" className="mt-3 min-h-14 rounded-2xl bg-brand-50 p-3 text-slate-800">
        {note}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="heroes-title">
          <h2 id="heroes-title" className="text-xl font-extrabold text-brand-900">
            1. Bible heroes
          </h2>
          <ul className="mt-3 grid gap-3">
            {state.characterOrder.map((id) => {
              const p = byId.get(id)!;
              const matched = state.matched.includes(id);
              const selected = state.selected === id;
              return (
                <li key={id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    aria-disabled={matched || done}
                    aria-label={matched ? `${p.character}, matched with ${p.item}` : p.character}
                    onClick={() => pickCharacter(id)}
                    className={
                      `${tile} ` +
                      (matched
                        ? 'bg-leaf-100 text-slate-900 ring-leaf-600'
                        : selected
                          ? 'bg-sun-300 text-slate-900 ring-sun-500'
                          : 'bg-white text-brand-900 ring-brand-200 hover:bg-brand-50')
                    }
                  >
                    <span aria-hidden="true" className="text-2xl">
                      {p.characterEmoji}
                    </span>
                    <span>{p.character}</span>
                    {selected && <span className="ml-auto text-sm">👉 Picked</span>}
                    {matched && (
                      <span className="ml-auto text-sm text-leaf-700">
                        ✓ {p.itemEmoji} {p.item}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="items-title">
          <h2 id="items-title" className="text-xl font-extrabold text-brand-900">
            2. What they are known for
          </h2>
          <ul className="mt-3 grid gap-3">
            {state.itemOrder.map((id) => {
              const p = byId.get(id)!;
              const matched = state.matched.includes(id);
              return (
                <li key={id}>
                  <button
                    type="button"
                    aria-disabled={matched || done}
                    aria-label={matched ? `${p.item}, matched with ${p.character}` : p.item}
                    onClick={() => pickItem(id)}
                    className={
                      `${tile} ` +
                      (matched
                        ? 'bg-leaf-100 text-slate-900 ring-leaf-600'
                        : 'bg-white text-brand-900 ring-brand-200 hover:bg-brand-50')
                    }
                  >
                    <span aria-hidden="true" className="text-2xl">
                      {p.itemEmoji}
                    </span>
                    <span>{p.item}</span>
                    {matched && <span className="ml-auto text-sm text-leaf-700">✓ {p.character}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      {done && (
        <div className="mt-6 rounded-2xl bg-leaf-100 p-5 text-center">
          <p className="text-2xl font-extrabold text-brand-900">🎉 You matched every Bible hero!</p>
          <p className="mt-1 text-lg text-slate-800">Score: {puzzleScore(state)}</p>
          <button type="button" className="btn-primary mt-4" onClick={restart}>
            Play Again
          </button>
        </div>
      )}
    </div>
  );
}
