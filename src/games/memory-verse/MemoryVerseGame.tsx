import { type ReactElement, type SubmitEvent, useEffect, useRef, useState } from 'react';
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

const modes: { mode: MemoryMode; label: string; emoji: string; help: string }[] = [
  { mode: 'practice', label: 'Practice', emoji: '📖', help: 'The verse is shown. No points.' },
  {
    mode: 'memorize',
    label: 'Memorize',
    emoji: '🧠',
    help: 'The verse is hidden. 1 point for each verse you get right.',
  },
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
      message={state.finished ? 'All 5 verses done! 🏆' : 'You remembered it! 🧠'}
    />
  );

  // A move before the browser's deal would be undone by it.
  if (!dealt) return <p className="card text-center text-slate-700">Getting the verses ready...</p>;

  if (state.finished) {
    return (
      <>
        <section className="card text-center" aria-labelledby="memory-done" data-memory-complete>
          <h2 id="memory-done" className="section-title">
            🏆 You finished all {verseCount} verses!
          </h2>
          <p className="mt-3 text-xl font-bold text-slate-800">
            Score: {state.score} of {verseCount} · Attempts: {state.attempts}
          </p>
          {state.mastered.length > 0 && (
            <p className="mt-2 text-lg text-slate-700">Verses mastered: {state.mastered.join(', ')}</p>
          )}
          <button ref={action} type="button" className="btn-primary mt-5" onClick={again}>
            Play Again
          </button>
        </section>
        {celebration}
      </>
    );
  }

  const verse = currentVerse(state);
  const visible = isVerseVisible(state);
  return (
    <>
      <div className="grid gap-5" data-memory-verse data-band={band}>
        <div role="group" aria-label="Mode" className="flex flex-wrap justify-center gap-3">
          {modes.map((m) => (
            <button
              key={m.mode}
              type="button"
              aria-pressed={state.mode === m.mode}
              onClick={() => setState(setMode(state, m.mode))}
              className="btn-ghost aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              <span aria-hidden="true">{m.emoji}</span> {m.label}
              {state.mode === m.mode && <span aria-hidden="true">✓</span>}
            </button>
          ))}
        </div>
        <p className="text-center text-slate-700">{modes.find((m) => m.mode === state.mode)?.help}</p>

        <GameStats
          items={[
            { label: 'Verse', value: `${state.index + 1} of ${verseCount}` },
            { label: 'Score', value: state.score },
            { label: 'Attempts', value: state.attempts },
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
              <ListenButton key={verse.reference} target="memory-verse-read-aloud" />
            </div>
          ) : (
            <p className="mt-3 text-lg text-slate-700">
              <span aria-hidden="true">🙈 </span>The verse is hidden. Type it from memory!
            </p>
          )}

          <form className="mt-5 grid gap-3" onSubmit={submit}>
            <label htmlFor="memory-answer" className="font-bold text-slate-800">
              Type the verse
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
                Check
              </button>
            )}
          </form>
        </section>

        <div aria-live="polite" data-feedback>
          {state.feedback === 'correct' && (
            <div className="card text-center">
              <p className="text-2xl font-extrabold text-leaf-700">
                ✅ Correct!{state.mode === 'memorize' && !state.shown ? ' +1 point' : ''}
              </p>
              <button ref={action} type="button" className="btn-primary mt-4" onClick={goNext}>
                {state.index >= verseCount - 1 ? 'Finish' : 'Next Verse'}
              </button>
            </div>
          )}
          {state.feedback === 'wrong' && (
            <div className="card text-center">
              <p className="text-2xl font-extrabold text-coral-700">Not quite right!</p>
              <p className="mt-1 text-slate-700">Check each word, then try again.</p>
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
                  Try Again
                </button>
                <button
                  type="button"
                  className="btn-ghost"
                  onClick={() => {
                    setState(showVerse(state));
                    requestAnimationFrame(() => input.current?.focus());
                  }}
                >
                  Show Verse
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
