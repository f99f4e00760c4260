import { type ReactElement, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { Celebration } from '../shared/Celebration.tsx';
import { LiveFeedback } from '../shared/LiveFeedback.tsx';
import { createRandom, type Random } from '../shared/random.ts';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import { useGameBand } from '../shared/use-game-band.ts';
import {
  currentVerse,
  finalScoreMessage,
  isFullButWrong,
  isLastVerse,
  newGame,
  nextVerse,
  placeWord,
  playAgain,
  removeWord,
  shuffleWords,
  versesFor,
} from './logic.ts';
import type { ScrambledVerseData } from './schema.ts';

export interface ScrambledVerseGameProps {
  /** Both verse lists: the learner's age band picks one (./rules.ts). */
  data: ScrambledVerseData;
}

const tileClass = 'min-h-12 rounded-xl px-4 py-2 text-lg font-bold ring-2 transition';

/** Scrambled Verse: a thin layer over ./logic.ts. */
export default function ScrambledVerseGame({ data }: ScrambledVerseGameProps): ReactElement {
  const random = useRef<Random>(createRandom(0));
  const band = useGameBand();
  const verses = versesFor(band, data);
  const verseCount = verses.length;
  const [state, setState, dealt] = useFreshGame((seed, now) => {
    random.current = createRandom(seed);
    return newGame(verses, random.current, now);
  }, band);
  const [celebrate, setCelebrate] = useState(0);
  const nextButton = useRef<HTMLButtonElement>(null);
  const bank = useRef<HTMLDivElement>(null);

  const solved = state.solved;
  useEffect(() => {
    if (solved) nextButton.current?.focus();
  }, [solved]);

  if (!dealt) return <p className="card text-center text-slate-700">{m.games_scrambled_mixing()}</p>;

  const verse = currentVerse(state);
  const place = (id: number): void => {
    const next = placeWord(state, id);
    if (next.solved && !state.solved) {
      setCelebrate((c) => c + 1);
      if (next.finished) {
        void recordGameResult({
          gameId: 'scrambled-verse',
          level: 1,
          score: next.score,
          won: next.score === verseCount,
          durationSeconds: elapsedSeconds(next.startedAt, Date.now()),
        });
      }
    }
    setState(next);
    // Focus stays among the words to place, so a keyboard player can go on tapping.
    if (!next.solved) requestAnimationFrame(() => bank.current?.querySelector('button')?.focus());
  };
  const goNext = (): void => {
    setState(nextVerse(state, random.current));
    requestAnimationFrame(() => bank.current?.querySelector('button')?.focus());
  };
  const again = (): void => setState(playAgain(verses, random.current, Date.now()));

  return (
    <div className="grid gap-5" data-scrambled-verse data-band={band}>
      <div className="card flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-bold text-slate-800">
          {m.games_scrambled_verse_of({ n: state.index + 1, total: verseCount })}{' '}
          <span className="text-brand-800" data-reference>
            {verse.reference}
          </span>
        </p>
        <p className="text-lg font-extrabold text-brand-900">
          {m.games_scrambled_score({ score: state.score })}
        </p>
      </div>

      <section className="card" aria-labelledby="answer-title">
        <h2 id="answer-title" className="text-xl font-extrabold text-brand-900">
          {m.games_scrambled_your_verse()}
        </h2>
        <div
          className="mt-3 flex min-h-16 flex-wrap gap-2 rounded-2xl border-2 border-dashed border-brand-200 p-3"
          data-answer
        >
          {state.placed.length === 0 && (
            <p className="self-center text-slate-700">{m.games_scrambled_tap_words()}</p>
          )}
          {state.placed.map((tile, i) =>
            state.solved ? (
              <span key={tile.id} className={`${tileClass} bg-leaf-100 text-leaf-700 ring-leaf-600`}>
                {tile.word}
              </span>
            ) : (
              <button
                key={tile.id}
                type="button"
                aria-label={m.games_scrambled_remove_word({ n: i + 1, word: tile.word })}
                className={`${tileClass} bg-brand-100 text-brand-900 ring-brand-500 hover:bg-brand-200`}
                onClick={() => setState(removeWord(state, tile.id))}
              >
                {tile.word}
              </button>
            ),
          )}
        </div>
      </section>

      <LiveFeedback>
        {state.solved
          ? m.games_scrambled_solved({ reference: verse.reference })
          : isFullButWrong(state)
            ? m.games_scrambled_almost()
            : ''}
      </LiveFeedback>

      {!state.solved && (
        <section aria-labelledby="words-title">
          <h2 id="words-title" className="text-xl font-extrabold text-brand-900">
            {m.games_scrambled_words_to_place()}
          </h2>
          <div ref={bank} className="mt-3 flex flex-wrap gap-2" data-word-bank>
            {state.bank.map((tile) => (
              <button
                key={tile.id}
                type="button"
                aria-label={m.games_scrambled_place_word({ word: tile.word })}
                className={`${tileClass} bg-white text-brand-900 ring-brand-200 hover:bg-brand-100`}
                onClick={() => place(tile.id)}
              >
                {tile.word}
              </button>
            ))}
          </div>
        </section>
      )}

      {state.finished ? (
        <section className="card text-center" aria-label={m.games_scrambled_final_label()}>
          <p className="text-2xl font-extrabold text-brand-900" data-final-score>
            🏆 {finalScoreMessage(state.score, verseCount)}
          </p>
          <button ref={nextButton} type="button" className="btn-primary mt-4" onClick={again}>
            {m.games_common_play_again()}
          </button>
        </section>
      ) : (
        <div className="flex flex-wrap justify-center gap-3">
          {!state.solved && (
            <button
              type="button"
              className="btn-ghost"
              onClick={() => setState(shuffleWords(state, random.current))}
            >
              <span aria-hidden="true">🔀</span> {m.games_scrambled_shuffle()}
            </button>
          )}
          {!isLastVerse(state) && (
            <button
              ref={nextButton}
              type="button"
              className={state.solved ? 'btn-primary' : 'btn-ghost'}
              onClick={goNext}
            >
              {m.games_scrambled_next_verse()} <span aria-hidden="true">→</span>
            </button>
          )}
        </div>
      )}

      <Celebration
        trigger={celebrate}
        message={state.finished ? m.games_scrambled_celebrate_done() : m.games_scrambled_celebrate_verse()}
      />
    </div>
  );
}
