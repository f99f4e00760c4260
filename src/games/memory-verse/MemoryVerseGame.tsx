import { type ReactElement, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { ListenButton } from '../../islands/shared/ListenButton.tsx';
import { Celebration } from '../shared/Celebration.tsx';
import { GameStats } from '../shared/GameStats.tsx';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import { useGameBand } from '../shared/use-game-band.ts';
import {
  check,
  currentVerse,
  isVerseVisible,
  type MemoryMode,
  newGameFor,
  nextVerse,
  playAgain,
  setMode,
  showVerse,
  tryAgain,
  verseCount,
} from './logic.ts';
import type { MemoryVerseData } from './schema.ts';

export interface MemoryVerseGameProps {
  /** Both verse lists: the learner's age band picks one (./rules.ts). */
  data: MemoryVerseData;
}

/** The two modes, in the page's language (read when the game renders). */
const modes = (): { mode: MemoryMode; label: string; emoji: string; help: string }[] => [
  { mode: 'practice', label: m.games_memory_practice(), emoji: '📖', help: m.games_memory_practice_help() },
  { mode: 'memorize', label: m.games_memory_memorize(), emoji: '🧠', help: m.games_memory_memorize_help() },
];

/** Memory Verse: a thin layer over ./logic.ts. */
export default function MemoryVerseGame({ data }: MemoryVerseGameProps): ReactElement {
  const band = useGameBand();
  const [state, setState, dealt] = useFreshGame((_, now) => newGameFor(band, data, now), band);
  const [answer, setAnswer] = useState('');
  const [celebrate, setCelebrate] = useState(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const action = useRef<HTMLButtonElement>(null);

  const { feedback, finished } = state;
  useEffect(() => {
    if (feedback !== 'none' || finished) action.current?.focus();
  }, [feedback, finished]);

  const submit = (event: SubmitEvent): void => {
    event.preventDefault();
    const after = check(state, answer);
    if (after.feedback === 'correct' && state.feedback !== 'correct') setCelebrate((c) => c + 1);
    setState(after);
  };
  const goNext = (): void => {
    const after = nextVerse(state);
    if (after.finished) {
      void recordGameResult({
        gameId: 'memory-verse',
        level: 1,
        score: after.score,
        won: true,
        durationSeconds: elapsedSeconds(after.startedAt, Date.now()),
        masteredReferences: [...after.mastered],
      });
      setCelebrate((c) => c + 1);
    }
    setAnswer('');
    setState(after);
    if (!after.finished) requestAnimationFrame(() => input.current?.focus());
  };
  const again = (): void => {
    setAnswer('');
    setState(playAgain(state, Date.now()));
  };
  const celebration = (
    <Celebration
      className="mt-3"
      trigger={celebrate}
      message={
        state.finished
          ? m.games_memory_celebrate_done({ count: verseCount })
          : m.games_memory_celebrate_verse()
      }
    />
  );

  // A move before the browser's deal would be undone by it.
  if (!dealt) return <p className="card text-center text-slate-700">{m.games_memory_getting_ready()}</p>;

  if (state.finished) {
    return (
      <>
        <section className="card text-center" aria-labelledby="memory-done" data-memory-complete>
          <h2 id="memory-done" className="section-title">
            {m.games_memory_finished({ count: verseCount })}
          </h2>
          <p className="mt-3 text-xl font-bold text-slate-800">
            {m.games_memory_summary({ score: state.score, total: verseCount, attempts: state.attempts })}
          </p>
          {state.mastered.length > 0 && (
            <p className="mt-2 text-lg text-slate-700">
              {m.games_memory_mastered({ references: state.mastered.join(', ') })}
            </p>
          )}
          <button ref={action} type="button" className="btn-primary mt-5" onClick={again}>
            {m.games_common_play_again()}
          </button>
        </section>
        {celebration}
      </>
    );
  }

  const verse = currentVerse(state);
  const visible = isVerseVisible(state);
  const modeChoices = modes();
  return (
    <>
      <div className="grid gap-5" data-memory-verse data-band={band}>
        <div role="group" aria-label={m.games_memory_mode()} className="flex flex-wrap justify-center gap-3">
          {modeChoices.map((choice) => (
            <button
              key={choice.mode}
              type="button"
              aria-pressed={state.mode === choice.mode}
              onClick={() => setState(setMode(state, choice.mode))}
              className="btn-ghost aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              <span aria-hidden="true">{choice.emoji}</span> {choice.label}
              {state.mode === choice.mode && <span aria-hidden="true">✓</span>}
            </button>
          ))}
        </div>
        <p className="text-center text-slate-700">{modeChoices.find((c) => c.mode === state.mode)?.help}</p>

        <GameStats
          items={[
            {
              label: m.games_memory_verse(),
              value: m.games_common_of({ n: state.index + 1, total: verseCount }),
            },
            { label: m.games_common_score(), value: state.score },
            { label: m.games_memory_attempts(), value: state.attempts },
          ]}
        />

        <section className="card" aria-labelledby="verse-reference">
          <div id="memory-verse-read-aloud" data-read-aloud="h2, [data-verse-text]">
            <h2 id="verse-reference" className="text-2xl font-extrabold text-brand-900" data-reference>
              {verse.reference}
            </h2>
            {visible && (
              <p className="mt-3 font-serif text-xl leading-relaxed text-slate-800" data-verse-text>
                {verse.text}
              </p>
            )}
          </div>
          {visible ? (
            <div className="mt-3">
              <ListenButton
                key={verse.reference}
                target="memory-verse-read-aloud"
                label={m.games_memory_listen()}
              />
            </div>
          ) : (
            <p className="mt-3 text-lg text-slate-700">
              <span aria-hidden="true">🙈 </span>
              {m.games_memory_hidden()}
            </p>
          )}

          <form className="mt-5 grid gap-3" onSubmit={submit}>
            <label htmlFor="memory-answer" className="font-bold text-slate-800">
              {m.games_memory_type_verse()}
            </label>
            <textarea
              id="memory-answer"
              ref={input}
              rows={3}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              readOnly={state.feedback === 'correct'}
              className="rounded-2xl border-2 border-brand-200 p-3 text-lg text-slate-900 focus:border-brand-600"
            />
            {state.feedback === 'none' && (
              <button
                type="submit"
                className="btn-primary justify-self-start"
                disabled={answer.trim() === ''}
              >
                {m.games_memory_check()}
              </button>
            )}
          </form>
        </section>

        <div aria-live="polite" data-feedback>
          {state.feedback === 'correct' && (
            <div className="card text-center">
              <p className="text-2xl font-extrabold text-leaf-700">
                {state.mode === 'memorize' && !state.shown
                  ? m.games_memory_correct_point()
                  : m.games_memory_correct()}
              </p>
              <button ref={action} type="button" className="btn-primary mt-4" onClick={goNext}>
                {state.index >= verseCount - 1 ? m.games_memory_finish() : m.games_memory_next_verse()}
              </button>
            </div>
          )}
          {state.feedback === 'wrong' && (
            <div className="card text-center">
              <p className="text-2xl font-extrabold text-coral-700">{m.games_memory_wrong()}</p>
              <p className="mt-1 text-slate-700">{m.games_memory_wrong_help()}</p>
              <div className="mt-4 flex flex-wrap justify-center gap-3">
                <button
                  ref={action}
                  type="button"
                  className="btn-primary"
                  onClick={() => {
                    setState(tryAgain(state));
                    requestAnimationFrame(() => input.current?.focus());
                  }}
                >
                  {m.games_memory_try_again()}
                </button>
                <button
                  type="button"
                  className="btn-ghost"
                  onClick={() => {
                    setState(showVerse(state));
                    requestAnimationFrame(() => input.current?.focus());
                  }}
                >
                  {m.games_memory_show_verse()}
                </button>
              </div>
            </div>
          )}
        </div>
      </div>
      {celebration}
    </>
  );
}
