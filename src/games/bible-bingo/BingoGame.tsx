import { type ReactElement, useEffect, useState } from 'react';
import { toast } from '../../stores/toasts.ts';
import { Celebration } from '../shared/Celebration.tsx';
import { createRandom } from '../shared/random.ts';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import {
  allCalledMessage,
  type BingoState,
  bingoScore,
  bingoSize,
  calledNames,
  callNext,
  freeIndex,
  markCell,
  newBingoGame,
  notCalledMessage,
} from './logic.ts';
import type { BingoName } from './schema.ts';

export interface BingoGameProps {
  names: BingoName[];
}

const letters = ['B', 'I', 'N', 'G', 'O'];

/** Bible Bingo: call names, mark the called ones, complete a line. */
export default function BingoGame({ names }: BingoGameProps): ReactElement {
  const fresh = (): BingoState =>
    newBingoGame(
      names.map((n) => n.name),
      createRandom(Date.now()),
      Date.now(),
    );
  const [state, setState] = useFreshGame<BingoState>((seed, now) =>
    newBingoGame(
      names.map((n) => n.name),
      createRandom(seed),
      now,
    ),
  );
  const [wins, setWins] = useState(0);
  const clues = new Map(names.map((n) => [n.name, n.clue]));
  const called = calledNames(state);
  const latest = called.at(-1) ?? null;
  const won = state.finishedAt !== null;

  useEffect(() => {
    if (state.finishedAt === null) return;
    setWins((w) => w + 1);
    void recordGameResult({
      gameId: 'bible-bingo',
      level: 1,
      score: bingoScore(state),
      won: true,
      durationSeconds: elapsedSeconds(state.startedAt, state.finishedAt),
    });
  }, [state.finishedAt]);

  const call = (): void => {
    const { state: next, outcome } = callNext(state);
    setState(next);
    if (outcome.kind === 'all-called') toast({ title: allCalledMessage });
  };

  const mark = (index: number): void => {
    const { state: next, outcome } = markCell(state, index, Date.now());
    setState(next);
    if (outcome === 'not-called') toast({ title: notCalledMessage, variant: 'error' });
  };

  const rows = Array.from({ length: bingoSize }, (_, r) =>
    state.cells.slice(r * bingoSize, (r + 1) * bingoSize),
  );

  return (
    <div className="card">
      <Celebration trigger={wins} message="BINGO!" />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <table className="w-full table-fixed border-separate border-spacing-1.5 md:border-spacing-2">
          <caption className="sr-only">Your bingo card. Mark a name once it has been called.</caption>
          <thead>
            <tr>
              {letters.map((l) => (
                <th
                  key={l}
                  scope="col"
                  className="rounded-xl bg-brand-700 py-2 text-2xl font-extrabold text-white"
                >
                  {l}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => {
                  const index = r * bingoSize + c;
                  const isFree = index === freeIndex;
                  const winning = state.winningCells.includes(index);
                  return (
                    <td key={index} className="p-0">
                      <button
                        type="button"
                        data-cell={cell.text}
                        aria-pressed={cell.marked}
                        aria-label={
                          `${cell.text}${cell.marked ? ', marked' : ''}` +
                          `${winning ? ', in the winning line' : ''}`
                        }
                        aria-disabled={cell.marked || won}
                        onClick={() => mark(index)}
                        className={
                          'flex aspect-square w-full flex-col items-center justify-center rounded-xl ' +
                          'p-0.5 text-center text-[0.68rem] leading-tight font-bold ring-2 ' +
                          '[overflow-wrap:anywhere] hyphens-auto sm:p-1 sm:text-sm ' +
                          `md:text-base ${
                            winning
                              ? 'bg-sun-300 text-slate-900 ring-sun-500'
                              : cell.marked
                                ? 'bg-leaf-100 text-slate-900 ring-leaf-600'
                                : 'bg-white text-brand-900 ring-brand-200 hover:bg-brand-50'
                          }`
                        }
                      >
                        {cell.marked && (
                          <span aria-hidden="true" className="text-lg md:text-2xl">
                            {isFree ? '⭐' : winning ? '🏆' : '✔️'}
                          </span>
                        )}
                        <span className="break-words">{cell.text}</span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>

        <section aria-labelledby="caller-title" className="rounded-2xl bg-brand-50 p-4">
          <h2 id="caller-title" className="text-xl font-extrabold text-brand-900">
            📣 The caller
          </h2>
          <button type="button" className="btn-primary mt-3 w-full" onClick={call} disabled={won}>
            Call Next Name
          </button>
          <div role="status" className="mt-4 min-h-20 rounded-2xl bg-white p-3">
            {latest ? (
              <>
                <p className="text-sm text-slate-700">
                  Name {called.length} of {state.callOrder.length}:
                </p>
                <p className="text-2xl font-extrabold text-brand-900" data-testid="latest-call">
                  {latest}
                </p>
                <p className="text-slate-700">{clues.get(latest)}</p>
              </>
            ) : (
              <p className="text-slate-700">Press Call Next Name to hear the first Bible name.</p>
            )}
          </div>
          {called.length > 1 && (
            <>
              <h3 className="mt-4 font-bold text-brand-900">Called so far</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Names called so far">
                {called.map((n) => (
                  <li
                    key={n}
                    className="rounded-full bg-white px-2.5 py-1 text-sm text-slate-800 ring-1 ring-brand-200"
                  >
                    {n}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      {won && (
        <div className="mt-6 rounded-2xl bg-leaf-100 p-5 text-center">
          <p className="text-3xl font-extrabold text-brand-900">🎯 BINGO!</p>
          <p className="mt-1 text-lg text-slate-800">
            You completed a line after {called.length} names. Score: {bingoScore(state)}
          </p>
          <button type="button" className="btn-primary mt-4" onClick={() => setState(fresh())}>
            New Card
          </button>
        </div>
      )}
      {!won && (
        <div className="mt-4 text-right">
          <button type="button" className="btn-ghost" onClick={() => setState(fresh())}>
            🔄 New Card
          </button>
        </div>
      )}
    </div>
  );
}
