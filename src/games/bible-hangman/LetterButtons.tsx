import type { ReactElement } from 'react';
import { alphabet } from './logic.ts';

export interface LetterButtonsProps {
  guessed: readonly string[];
  word: string;
  onGuess: (letter: string) => void;
}

/** A to Z. A guessed letter is disabled and marked ✓ or ✗ (not by colour alone). */
export function LetterButtons({ guessed, word, onGuess }: LetterButtonsProps): ReactElement {
  return (
    <div
      role="group"
      aria-label="Letters"
      className="grid grid-cols-7 gap-1.5 sm:flex sm:flex-wrap sm:justify-center sm:gap-2"
    >
      {alphabet.map((letter) => {
        const used = guessed.includes(letter);
        const hit = used && word.includes(letter);
        const label = used
          ? `Letter ${letter}, already guessed, ${hit ? 'in the word' : 'not in the word'}`
          : `Letter ${letter}`;
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
