import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import { m } from '#messages';
import { ListenButton } from '../../islands/shared/ListenButton.tsx';
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
  answer,
  type Cell,
  type ConnectState,
  cancelColumn,
  chooseColumn,
  connectColumns,
  connectScore,
  currentQuestion,
  lowestEmptyRow,
  newConnectGame,
  type Player,
  questionsFor,
  rulesFor,
} from './logic.ts';
import type { ConnectQuestion } from './schema.ts';
import { connectLevelCount } from './sizes.ts';

export interface ConnectGameProps {
  questions: ConnectQuestion[];
}

const levelNames = [m.games_connect_easy, m.games_connect_medium, m.games_connect_hard];
/** Pieces differ by symbol and name as well as colour. */
const pieces: Record<Player, { symbol: string; name: () => string; className: string }> = {
  1: { symbol: '★', name: m.games_connect_player_star, className: 'bg-coral-700 text-white' },
  2: { symbol: '♥', name: m.games_connect_player_heart, className: 'bg-sun-400 text-slate-900' },
};

function cellText(cell: Cell): string {
  return cell === 0 ? m.games_connect_empty() : pieces[cell].name();
}

/** Christian Connect: answer a Bible question to drop a piece; four in a line wins. */
export default function ConnectGame({ questions: allQuestions }: ConnectGameProps): ReactElement {
  const band = useGameBand();
  const rules = rulesFor(band);
  const questions = useMemo(() => questionsFor(band, allQuestions), [band, allQuestions]);
  const [state, setState] = useFreshGame<ConnectState>(
    (seed, now) => newConnectGame(questions, rules.startLevel, createRandom(seed), now),
    band,
  );
  const [note, setNote] = useState<string>(m.games_connect_start());
  const [wins, setWins] = useState(0);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const question = currentQuestion(state, questions);
  const over = state.status !== 'playing';

  useEffect(() => {
    if (state.pendingColumn !== null) questionHeading.current?.focus();
  }, [state.pendingColumn]);

  useEffect(() => {
    if (state.finishedAt === null) return;
    if (state.status === 'won') setWins((w) => w + 1);
    void recordGameResult({
      gameId: 'christian-connect',
      level: state.level,
      score: connectScore(state),
      won: state.status === 'won',
      durationSeconds: elapsedSeconds(state.startedAt, state.finishedAt),
    });
  }, [state.finishedAt]);

  const restart = (level: number): void => {
    setState(newConnectGame(questions, level, createRandom(Date.now()), Date.now()));
    setNote(m.games_connect_level_start({ level }));
  };

  const reply = (index: number): void => {
    const { state: next, outcome } = answer(state, questions, index, Date.now());
    setState(next);
    if (outcome.kind === 'wrong') {
      toast({ title: m.games_connect_wrong_toast({ answer: outcome.correctAnswer }), variant: 'error' });
      setNote(
        m.games_connect_wrong_note({
          answer: outcome.correctAnswer,
          player: pieces[outcome.nextPlayer].name(),
        }),
      );
    } else if (outcome.kind === 'dropped') {
      const player = pieces[outcome.player].name();
      if (next.status === 'won') setNote(m.games_connect_four({ player }));
      else if (next.status === 'draw') setNote(m.games_connect_draw_note());
      else setNote(m.games_connect_correct({ player, column: outcome.column + 1 }));
    }
  };

  return (
    <div
      className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-connect
      data-band={band}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col">
          <label htmlFor="connect-level" className="text-sm font-bold text-brand-900">
            {m.games_connect_level()}
          </label>
          <select
            id="connect-level"
            className={
              'mt-1 min-h-11 rounded-xl bg-white px-3 text-base font-semibold text-slate-900 ' +
              'ring-1 ring-brand-200'
            }
            value={state.level}
            onChange={(e) => restart(Number(e.target.value))}
          >
            {Array.from({ length: connectLevelCount }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {m.games_connect_level_option({ level: i + 1, name: levelNames[i]!() })}
              </option>
            ))}
          </select>
        </div>
        <p className="flex items-center gap-2 text-lg font-bold text-brand-900">
          {!over && (
            <>
              <span
                aria-hidden="true"
                className={
                  'inline-flex size-9 items-center justify-center rounded-full text-xl ' +
                  `${pieces[state.current].className}`
                }
              >
                {pieces[state.current].symbol}
              </span>
              <span data-testid="turn">{m.games_connect_turn({ player: pieces[state.current].name() })}</span>
            </>
          )}
        </p>
        <button type="button" className="btn-ghost" onClick={() => restart(state.level)}>
          {m.games_connect_reset()}
        </button>
      </div>
      <GameNote>{note}</GameNote>

      <div className="mt-4 overflow-x-auto">
        <table
          className={
            'mx-auto border-separate border-spacing-1 rounded-2xl bg-brand-800 p-1.5 ' +
            'sm:border-spacing-2 sm:p-2'
          }
        >
          <caption className="sr-only">{m.games_connect_board_caption()}</caption>
          <thead>
            <tr>
              {Array.from({ length: connectColumns }, (_, c) => {
                const full = lowestEmptyRow(state.board, c) < 0;
                return (
                  <th key={c} scope="col" className="p-0">
                    <button
                      type="button"
                      aria-label={
                        full
                          ? m.games_connect_drop_full({ column: c + 1 })
                          : m.games_connect_drop({ column: c + 1 })
                      }
                      aria-pressed={state.pendingColumn === c}
                      disabled={over || full}
                      onClick={() => setState((s) => chooseColumn(s, c))}
                      className={
                        'flex size-9 items-center justify-center rounded-full bg-white text-lg ' +
                        'font-extrabold text-brand-900 hover:bg-sun-100 disabled:opacity-60 ' +
                        'aria-pressed:bg-sun-300 sm:size-12'
                      }
                    >
                      ⬇<span className="sr-only"> {c + 1}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {state.board.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => {
                  const winning = state.winningCells.some(([wr, wc]) => wr === r && wc === c);
                  return (
                    // Tapping a column also picks it (a big target on phones); the column's button above
                    // is the keyboard and screen-reader way.
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the column's button is the keyboard way.
                    <td
                      key={c}
                      className={`p-0 ${over ? '' : 'cursor-pointer'}`}
                      data-row={r}
                      data-col={c}
                      data-piece={cell}
                      onClick={() => setState((s) => chooseColumn(s, c))}
                    >
                      <span
                        className={
                          'flex size-9 items-center justify-center rounded-full text-xl font-bold ' +
                          `sm:size-12 sm:text-2xl ${cell === 0 ? 'bg-white' : pieces[cell].className} ` +
                          `${winning ? 'ring-4 ring-leaf-600' : ''}`
                        }
                      >
                        <span aria-hidden="true">{cell === 0 ? '' : pieces[cell].symbol}</span>
                        <span className="sr-only">
                          {m.games_connect_cell({ row: r + 1, column: c + 1, what: cellText(cell) })}
                          {winning ? m.games_connect_winning_line() : ''}
                        </span>
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {state.pendingColumn !== null && question && !over && (
        <section aria-labelledby="connect-question" className="mt-5 rounded-2xl bg-sun-100 p-4">
          <p className="text-sm font-bold text-slate-800">
            {m.games_connect_answer_to_drop({
              player: pieces[state.current].name(),
              column: state.pendingColumn + 1,
            })}
          </p>
          <div id="connect-read-aloud" data-read-aloud="h2">
            <h2
              id="connect-question"
              ref={questionHeading}
              tabIndex={-1}
              className="mt-1 text-xl font-extrabold text-brand-900"
            >
              {question.question}
            </h2>
          </div>
          {rules.listen && (
            <div className="mt-2">
              <ListenButton key={question.id} target="connect-read-aloud" label={m.games_listen_question()} />
            </div>
          )}
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            {question.answers.map((a, i) => (
              <button key={a} type="button" className="btn-primary" onClick={() => reply(i)}>
                {a}
              </button>
            ))}
          </div>
          <p className="mt-2 text-sm text-slate-700">📖 {question.reference}</p>
          <button type="button" className="btn-ghost mt-3" onClick={() => setState(cancelColumn)}>
            {m.games_connect_other_column()}
          </button>
        </section>
      )}

      {over && (
        <EndPanel
          title={
            state.status === 'won' && state.winner
              ? m.games_connect_wins({ player: pieces[state.winner].name() })
              : m.games_connect_draw()
          }
          action={m.games_connect_play_again()}
          onAction={() => restart(state.level)}
        />
      )}
      <Celebration
        className="mt-3"
        trigger={wins}
        message={
          state.winner
            ? m.games_connect_celebrate_winner({ player: pieces[state.winner].name() })
            : m.games_connect_celebrate()
        }
      />
    </div>
  );
}
