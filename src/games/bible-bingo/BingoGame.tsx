import { type ReactElement, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { ListenButton } from '../../islands/shared/ListenButton.tsx';
import { toast } from '../../stores/toasts.ts';
import { Celebration } from '../shared/Celebration.tsx';
import { createRandom } from '../shared/random.ts';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import { useGameBand } from '../shared/use-game-band.ts';
import {
  allCalledMessage,
  type BingoState,
  bingoScore,
  calledNames,
  callNext,
  freeIndexOf,
  markCell,
  newBingoGame,
  notCalledMessage,
  rulesFor,
} from './logic.ts';
import type { BingoName } from './schema.ts';

export interface BingoGameProps {
  names: BingoName[];
}

const letters = ['B', 'I', 'N', 'G', 'O'];

/** Bible Bingo: call names, mark the called ones, complete a line. */
export default function BingoGame({ names }: BingoGameProps): ReactElement {
  const band = useGameBand();
  const rules = rulesFor(band);
  const deal = (seed: number, now: number): BingoState =>
    newBingoGame(
      names.map((n) => n.name),
      createRandom(seed),
      now,
      rules,
    );
  const fresh = (): BingoState => deal(Date.now(), Date.now());
  const [state, setState] = useFreshGame<BingoState>(deal, band);
  const [wins, setWins] = useState(0);
  const clues = new Map(names.map((n) => [n.name, n.clue]));
  const called = calledNames(state);
  const latest = called.at(-1) ?? null;
  const won = state.finishedAt !== null;
  const wonPanel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.finishedAt === null) return;
    setWins((w) => w + 1);
    // On a phone the last mark is low on the card: bring BINGO! and the celebration into view.
    wonPanel.current?.scrollIntoView({ block: 'nearest' });
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
    if (outcome.kind === 'all-called') toast({ title: allCalledMessage() });
  };

  const mark = (index: number): void => {
    const { state: next, outcome } = markCell(state, index, Date.now());
    setState(next);
    if (outcome === 'not-called') toast({ title: notCalledMessage(), variant: 'error' });
  };

  const size = state.size;
  const freeIndex = freeIndexOf(size);
  const rows = Array.from({ length: size }, (_, r) => state.cells.slice(r * size, (r + 1) * size));

  const callerPanel = (
    <section aria-labelledby="caller-title" className="rounded-2xl bg-brand-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="caller-title" className="text-lg font-extrabold text-brand-900 sm:text-xl">
          {m.games_bingo_caller()}
        </h2>
        <button type="button" className="btn-primary grow sm:w-full" onClick={call} disabled={won}>
          {m.games_bingo_call_next()}
        </button>
      </div>
      <div
        role="status"
        id="bingo-call"
        data-read-aloud="p"
        className="mt-2 min-h-16 rounded-2xl bg-white p-2 sm:mt-4 sm:min-h-20 sm:p-3"
      >
        {latest ? (
          <>
            <p className="text-sm text-slate-700">
              {m.games_bingo_name_of({ n: called.length, total: state.callOrder.length })}{' '}
              <span className="text-xl font-extrabold text-brand-900 sm:text-2xl" data-testid="latest-call">
                {latest}
              </span>
            </p>
            <p className="text-sm text-slate-700 sm:text-base">{clues.get(latest)}</p>
          </>
        ) : (
          <p className="text-slate-700">{m.games_bingo_press_call()}</p>
        )}
      </div>
      {rules.listen && latest && (
        <div className="mt-2">
          <ListenButton key={latest} target="bingo-call" label={m.games_listen_clue()} />
        </div>
      )}
    </section>
  );

  return (
    <div
      className="rounded-3xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-bingo
      data-band={band}
    >
      {/* On a phone the caller sits above the card, so the latest name and the card are seen together. */}
      <div className="grid gap-3 sm:gap-6 lg:grid-cols-[20rem_1fr] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="grid gap-3">
          {callerPanel}
          {won && (
            <div
              ref={wonPanel}
              className="scroll-mt-20 rounded-2xl bg-leaf-100 p-4 text-center"
              data-bingo-won
            >
              <p className="text-3xl font-extrabold text-brand-900">🎯 {m.games_bingo_shout()}</p>
              <p className="mt-1 text-lg text-slate-800">
                {m.games_bingo_line_done({ called: called.length, score: bingoScore(state) })}
              </p>
              <button type="button" className="btn-primary mt-3" onClick={() => setState(fresh())}>
                {m.games_bingo_new_card()}
              </button>
            </div>
          )}
          <Celebration reveal trigger={wins} message={m.games_bingo_shout()} />
        </div>
        <table
          className={
            'w-full table-fixed border-separate border-spacing-1 sm:border-spacing-1.5 md:border-spacing-2 ' +
            'lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mx-auto lg:max-w-[34rem]'
          }
        >
          <caption className="sr-only">{m.games_bingo_card_caption()}</caption>
          {/* B-I-N-G-O heads the five columns of the full card; a small card has no column letters. */}
          <thead hidden={size !== letters.length}>
            <tr>
              {letters.map((l) => (
                <th
                  key={l}
                  scope="col"
                  className="rounded-xl bg-brand-700 py-1 text-xl font-extrabold text-white sm:py-2 sm:text-2xl"
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
                  const index = r * size + c;
                  const isFree = index === freeIndex;
                  const winning = state.winningCells.includes(index);
                  const name = isFree ? m.games_bingo_free() : cell.text;
                  return (
                    <td key={index} className="p-0">
                      <button
                        type="button"
                        data-cell={cell.text}
                        aria-pressed={cell.marked}
                        aria-label={
                          `${name}${cell.marked ? m.games_bingo_marked() : ''}` +
                          `${winning ? m.games_bingo_in_winning_line() : ''}`
                        }
                        aria-disabled={cell.marked || won}
                        onClick={() => mark(index)}
                        className={
                          'flex aspect-square w-full min-w-0 flex-col items-center justify-center overflow-hidden ' +
                          'rounded-xl p-0.5 text-center leading-tight font-bold ring-2 sm:p-1 ' +
                          `${nameSize(name)} ${
                            winning
                              ? 'bg-sun-300 text-slate-900 ring-sun-500'
                              : cell.marked
                                ? 'bg-leaf-100 text-slate-900 ring-leaf-600'
                                : 'bg-white text-brand-900 ring-brand-200 hover:bg-brand-50'
                          }`
                        }
                      >
                        {cell.marked && (
                          <span aria-hidden="true" className="text-sm leading-none sm:text-lg md:text-2xl">
                            {isFree ? '⭐' : winning ? '🏆' : '✔️'}
                          </span>
                        )}
                        <span className="block max-w-full hyphens-manual" data-cell-name>
                          {breakableName(name)}
                        </span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {called.length > 1 && (
          <section aria-labelledby="called-title" className="lg:col-start-1">
            <h3 id="called-title" className="font-bold text-brand-900">
              {m.games_bingo_called_so_far()}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={m.games_bingo_called_so_far_label()}>
              {called.map((n) => (
                <li
                  key={n}
                  className="rounded-full bg-white px-2.5 py-1 text-sm text-slate-800 ring-1 ring-brand-200"
                >
                  {n}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {!won && (
        <div className="mt-3 text-right sm:mt-4">
          <button type="button" className="btn-ghost" onClick={() => setState(fresh())}>
            {m.games_bingo_new_card_button()}
          </button>
        </div>
      )}
    </div>
  );
}

/** Long names get a smaller type on a phone; every name keeps one size on wider screens. */
function nameSize(name: string): string {
  if (name.length >= 8) return 'text-[0.62rem] sm:text-sm md:text-base';
  if (name.length >= 6) return 'text-[0.68rem] sm:text-sm md:text-base';
  return 'text-xs sm:text-sm md:text-base';
}

/**
 * A name longer than seven letters may break once, near its middle, with a hyphen (a soft hyphen:
 * shown only when the cell is too narrow), so it never spills out of its cell.
 */
export function breakableName(name: string): string {
  if (name.length <= 7 || /\s/.test(name)) return name;
  const at = Math.ceil(name.length / 2);
  return `${name.slice(0, at)}\u00AD${name.slice(at)}`;
}
