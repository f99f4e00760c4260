import { type ReactElement, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { getLocale } from '../../i18n/page-locale.ts';
import { ListenButton } from '../../islands/shared/ListenButton.tsx';
import { Celebration } from '../shared/Celebration.tsx';
import { GameStats } from '../shared/GameStats.tsx';
import { LevelNotice } from '../shared/LevelNotice.tsx';
import { LiveFeedback } from '../shared/LiveFeedback.tsx';
import { alphabets } from '../shared/letters.ts';
import { createRandom, type Random } from '../shared/random.ts';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import { useGameBand } from '../shared/use-game-band.ts';
import { HangmanFigure } from './HangmanFigure.tsx';
import { LetterButtons } from './LetterButtons.tsx';
import {
  guess,
  type HangmanState,
  hasLetter,
  levelName,
  levelResultMessage,
  lostMessage,
  maskedWord,
  newGame,
  nextWord,
  pointsForWord,
  restartGame,
  rulesFor,
  tryDifferentWord,
  wordsPerLevel,
} from './logic.ts';
import type { HangmanWord } from './schema.ts';

export interface HangmanGameProps {
  words: HangmanWord[];
}

/** Bible Hangman: a thin layer over ./logic.ts. */
export default function HangmanGame({ words }: HangmanGameProps): ReactElement {
  const random = useRef<Random>(createRandom(0));
  const band = useGameBand();
  const rules = rulesFor(band);
  // The page's language gives the letter buttons (Spanish has Ñ); its data file gives the words.
  const alphabet = alphabets[getLocale()];
  const [state, setState, dealt] = useFreshGame((seed, now) => {
    random.current = createRandom(seed);
    return newGame(words, random.current, now, rules, alphabet);
  }, band);
  const [celebrate, setCelebrate] = useState(0);
  const [feedback, setFeedback] = useState('');
  const panelButton = useRef<HTMLButtonElement>(null);

  // Keep keyboard focus in the game when the letters give way to a panel and back.
  const status = dealt ? state.status : undefined;
  const letters = useRef<HTMLDivElement>(null);
  const previousStatus = useRef(status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = status;
    if (!status || !before || before === status) return;
    if (status === 'playing') letters.current?.querySelector('button')?.focus();
    else panelButton.current?.focus();
  }, [status]);

  const apply = (next: HangmanState, now: number): void => {
    if (next.lastLevel && next.lastLevel !== state.lastLevel) {
      const { level, points, outcome } = next.lastLevel;
      void recordGameResult({
        gameId: 'bible-hangman',
        level,
        score: points,
        won: outcome !== 'retry',
        // The level that just ended started with the state before this move.
        durationSeconds: elapsedSeconds(state.startedAt, now),
      });
      if (outcome !== 'retry') setCelebrate((c) => c + 1);
    }
    setState(next);
  };

  const onGuess = (letter: string): void => {
    if (!dealt || state.status !== 'playing') return;
    const next = guess(state, letter);
    if (next === state) return;
    if (next.status === 'won') setCelebrate((c) => c + 1);
    // The guess as played: a typed "á" is the letter A.
    const played = next.guessed.at(-1) ?? letter;
    setFeedback(
      next.status === 'won'
        ? m.games_hangman_got_it({ word: next.current.word })
        : next.status === 'lost'
          ? lostMessage(next.current.word)
          : hasLetter(next.current.word, played)
            ? m.games_hangman_letter_in({ letter: played })
            : m.games_hangman_letter_out({ letter: played }),
    );
    apply(next, Date.now());
  };

  // Typing a letter on a keyboard guesses it too (ñ, and an accented vowel as its plain letter).
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.ctrlKey || event.metaKey || event.altKey || !/^\p{L}$/u.test(event.key)) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      onGuess(event.key.toUpperCase());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!dealt) return <p className="card text-center text-slate-700">{m.games_hangman_choosing()}</p>;

  const shown = maskedWord(state.current.word, state.guessed);
  const spokenWord = shown.map((l) => l ?? m.games_hangman_blank()).join(', ');
  const go = (move: (now: number) => HangmanState): void => {
    const now = Date.now();
    setFeedback('');
    apply(move(now), now);
  };
  const restart = (): void => go((now) => restartGame(words, random.current, now, rules, alphabet));

  return (
    <div className="grid gap-3 sm:gap-5" data-hangman data-band={band}>
      <GameStats
        items={[
          {
            label: m.games_common_level(),
            value: m.games_hangman_level_value({ level: state.level, name: levelName(state.level) }),
          },
          { label: m.games_common_score(), value: state.score },
          {
            label: m.games_hangman_words_left(),
            value: m.games_common_of({ n: state.wordsLeft, total: wordsPerLevel }),
          },
        ]}
      />

      {state.lastLevel && <LevelNotice>{levelResultMessage(state.lastLevel)}</LevelNotice>}

      {/* The figure, the hint and the word stay in view (under the top bar) while letters are tapped. */}
      <div
        className={
          'sticky top-16 z-10 flex items-center gap-3 rounded-3xl bg-white p-3 shadow-md ring-1 ring-slate-200 ' +
          'sm:gap-5 sm:p-6'
        }
        data-hangman-board
      >
        <HangmanFigure wrong={state.wrong} />
        <div className="grid min-w-0 flex-1 gap-1.5 sm:gap-3">
          <p
            id="hangman-hint"
            data-read-aloud="[data-hint]"
            className="text-base leading-snug text-slate-800 sm:text-lg"
          >
            <span aria-hidden="true">💡 </span>
            <strong>{m.games_hangman_hint()}</strong> <span data-hint>{state.current.hint}</span>
          </p>
          {rules.listen && (
            <ListenButton key={state.current.word} target="hangman-hint" label={m.games_listen_hint()} />
          )}
          <p className="text-sm font-semibold text-brand-800 sm:text-base">
            <span aria-hidden="true">📖 </span>
            {state.current.reference}
          </p>
          <p className="flex gap-1 sm:gap-2" aria-hidden="true" data-word>
            {shown.map((letter, i) => (
              <span
                key={i}
                className={
                  'flex h-9 max-w-10 min-w-0 flex-1 items-end justify-center border-b-4 border-brand-800 ' +
                  'pb-0.5 text-xl font-extrabold text-brand-900 sm:h-12 sm:pb-1 sm:text-3xl'
                }
              >
                {letter ?? ''}
              </span>
            ))}
          </p>
          <p className="sr-only">
            {m.games_hangman_word_spoken({ count: shown.length, letters: spokenWord })}
          </p>
        </div>
      </div>

      <LiveFeedback>{feedback}</LiveFeedback>

      {state.status === 'playing' && (
        <div ref={letters}>
          <LetterButtons
            letters={alphabet}
            guessed={state.guessed}
            word={state.current.word}
            onGuess={onGuess}
          />
        </div>
      )}

      {state.status === 'won' && (
        <section className="card text-center" aria-label={m.games_hangman_won_label()}>
          <p className="text-2xl font-extrabold text-leaf-700">
            {m.games_hangman_well_done({ points: pointsForWord(state.level) })}
          </p>
          <button
            ref={panelButton}
            type="button"
            className="btn-primary mt-4"
            onClick={() => go((now) => nextWord(state, random.current, now))}
          >
            {m.games_hangman_next_word()}
          </button>
        </section>
      )}

      {state.status === 'lost' && (
        <section className="card text-center" aria-label={m.games_hangman_lost_label()}>
          <p className="text-2xl font-extrabold text-coral-700">{lostMessage(state.current.word)}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <button
              ref={panelButton}
              type="button"
              className="btn-primary"
              onClick={() => go((now) => tryDifferentWord(state, random.current, now))}
            >
              {m.games_hangman_try_different()}
            </button>
            <button type="button" className="btn-ghost" onClick={restart}>
              {m.games_hangman_restart()}
            </button>
          </div>
        </section>
      )}

      {state.status === 'mastered' && (
        <section className="card text-center" aria-label={m.games_hangman_mastered_label()}>
          <p className="text-2xl font-extrabold text-brand-900">
            {m.games_common_final_score({ score: state.score })}
          </p>
          <button ref={panelButton} type="button" className="btn-primary mt-4" onClick={restart}>
            {m.games_hangman_restart()}
          </button>
        </section>
      )}

      <Celebration
        reveal
        trigger={celebrate}
        message={
          state.status === 'mastered'
            ? m.games_hangman_celebrate_mastered()
            : m.games_hangman_celebrate_word()
        }
      />
    </div>
  );
}
