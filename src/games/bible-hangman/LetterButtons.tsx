import type { ReactElement } from 'react';
import { m } from '#messages';
import { hasLetter } from './logic.ts';

export interface LetterButtonsProps {
  /** The language's letters: A to Z, and Ñ in Spanish. */
  letters: readonly string[];
  guessed: readonly string[];
  word: string;
  onGuess: (letter: string) => void;
}

/** The letters to guess. A guessed letter is disabled and marked ✓ or ✗ (not by colour alone). */
export function LetterButtons({ letters, guessed, word, onGuess }: LetterButtonsProps): ReactElement {
  return (
    <div
      role="group"
      aria-label={m.games_hangman_letters()}
      className="grid grid-cols-7 gap-1.5 sm:flex sm:flex-wrap sm:justify-center sm:gap-2"
    >
      {letters.map((letter) => {
        const used = guessed.includes(letter);
        const hit = used && hasLetter(word, letter);
        const label = !used
          ? m.games_hangman_letter({ letter })
          : hit
            ? m.games_hangman_letter_hit({ letter })
            : m.games_hangman_letter_miss({ letter });
        return (
          <button
            key={letter}
            type="button"
            disabled={used}
            aria-label={label}
            data-letter={letter}
            onClick={() => onGuess(letter)}
            className={[
              'relative flex min-h-11 items-center justify-center rounded-xl sm:min-h-12 sm:min-w-12 ' +
                'text-xl font-extrabold ring-2 transition',
              !used && 'bg-white text-brand-900 ring-brand-200 hover:bg-brand-100',
              hit && 'bg-leaf-100 text-leaf-700 ring-leaf-600',
              used && !hit && 'bg-slate-100 text-slate-600 line-through ring-slate-300',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {letter}
            {used && (
              <span aria-hidden="true" className="absolute -top-1.5 -right-1.5 text-sm no-underline">
                {hit ? '✓' : '✗'}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
