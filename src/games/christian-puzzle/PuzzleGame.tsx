import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { m } from '#messages';
import { toast } from '../../stores/toasts.ts';
import { Celebration } from '../shared/Celebration.tsx';
import { EndPanel } from '../shared/EndPanel.tsx';
import { GameNote } from '../shared/LiveFeedback.tsx';
import { createRandom } from '../shared/random.ts';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import { useGameBand } from '../shared/use-game-band.ts';
import {
  chooseItem,
  newPuzzle,
  type PuzzleState,
  pairsFor,
  puzzleScore,
  selectCharacter,
  wrongPairMessage,
} from './logic.ts';
import type { PuzzlePair } from './schema.ts';

export interface PuzzleGameProps {
  pairs: PuzzlePair[];
}

const tile =
  'flex min-h-12 w-full flex-wrap items-center gap-x-2 gap-y-0.5 rounded-2xl px-2 py-2 text-left text-base ' +
  'font-bold ring-2 transition sm:min-h-14 sm:flex-nowrap sm:gap-3 sm:px-4 sm:py-3 sm:text-lg';

/** Christian Puzzle: click a character, then the item they are known for. */
export default function PuzzleGame({ pairs: allPairs }: PuzzleGameProps): ReactElement {
  const band = useGameBand();
  const pairs = useMemo(() => pairsFor(band, allPairs), [band, allPairs]);
  const [state, setState] = useFreshGame<PuzzleState>(
    (seed, now) => newPuzzle(pairs, createRandom(seed), now),
    band,
  );
  const [note, setNote] = useState<string>(m.games_puzzle_start());
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
    if (next.selected) setNote(m.games_puzzle_picked_note({ character: byId.get(id)!.character }));
  };

  const pickItem = (id: string): void => {
    const { state: next, outcome } = chooseItem(state, id, Date.now());
    setState(next);
    if (outcome === 'no-character') setNote(m.games_puzzle_hero_first());
    if (outcome === 'wrong') {
      toast({ title: wrongPairMessage(), variant: 'error' });
      setNote(wrongPairMessage());
    }
    if (outcome === 'match') {
      const pair = byId.get(id)!;
      setNote(m.games_puzzle_match(pair));
    }
  };

  const restart = (): void => {
    setState(newPuzzle(pairs, createRandom(Date.now()), Date.now()));
    setNote(m.games_puzzle_start());
  };
  const done = state.finishedAt !== null;

  return (
    <div className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-6" data-puzzle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-bold text-brand-900">
          {m.games_puzzle_matched_count({ matched: state.matched.length, total: pairs.length })}
          <span className="ml-4">{m.games_puzzle_misses({ misses: state.mistakes })}</span>
        </p>
        <button type="button" className="btn-ghost" onClick={restart}>
          {m.games_puzzle_new_game()}
        </button>
      </div>
      <GameNote>{note}</GameNote>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:gap-6">
        <section aria-labelledby="heroes-title">
          <h2 id="heroes-title" className="text-base font-extrabold text-brand-900 sm:text-xl">
            {m.games_puzzle_heroes()}
          </h2>
          <ul className="mt-2 grid gap-2 sm:mt-3 sm:gap-3">
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
                    aria-label={matched ? m.games_puzzle_hero_matched(p) : p.character}
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
                    {selected && <span className="text-sm sm:ml-auto">{m.games_puzzle_picked()}</span>}
                    {matched && (
                      <span className="text-sm text-leaf-700 sm:ml-auto">
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
          <h2 id="items-title" className="text-base font-extrabold text-brand-900 sm:text-xl">
            {m.games_puzzle_known_for()}
          </h2>
          <ul className="mt-2 grid gap-2 sm:mt-3 sm:gap-3">
            {state.itemOrder.map((id) => {
              const p = byId.get(id)!;
              const matched = state.matched.includes(id);
              return (
                <li key={id}>
                  <button
                    type="button"
                    aria-disabled={matched || done}
                    aria-label={matched ? m.games_puzzle_item_matched(p) : p.item}
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
                    {matched && <span className="text-sm text-leaf-700 sm:ml-auto">✓ {p.character}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      {done && (
        <EndPanel title={m.games_puzzle_won()} action={m.games_puzzle_play_again()} onAction={restart}>
          {m.games_puzzle_score({ score: puzzleScore(state) })}
        </EndPanel>
      )}
      <Celebration className="mt-3" trigger={wins} message={m.games_puzzle_celebrate()} />
    </div>
  );
}
