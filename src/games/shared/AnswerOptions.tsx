import type { ReactElement } from 'react';
import { m } from '#messages';

export interface AnswerOptionsProps {
  options: readonly string[];
  /** The index of the right option. */
  correct: number;
  /** The option the player chose, or null before an answer. */
  selected: number | null;
  /** Id of the question's heading, which names the group for screen readers. */
  labelledBy: string;
  onAnswer: (index: number) => void;
}

/**
 * A quiz's answer buttons. An answer locks them; then the right one is
 * marked ✓ and a wrong pick ✗, in words as well as colour.
 */
export function AnswerOptions({
  options,
  correct,
  selected,
  labelledBy,
  onAnswer,
}: AnswerOptionsProps): ReactElement {
  const answered = selected !== null;
  return (
    <div role="group" aria-labelledby={labelledBy} className="mt-4 grid gap-3 sm:grid-cols-2">
      {options.map((option, i) => {
        const isRight = answered && i === correct;
        const isWrongPick = answered && i === selected && !isRight;
        return (
          <button
            key={option}
            type="button"
            disabled={answered}
            onClick={() => onAnswer(i)}
            className={[
              'flex min-h-14 items-center justify-between gap-3 rounded-2xl px-5 py-3 ' +
                'text-left text-lg font-bold ring-2 transition',
              !answered && 'bg-white text-brand-900 ring-brand-200 hover:bg-brand-100',
              isRight && 'bg-leaf-100 text-leaf-700 ring-leaf-600',
              isWrongPick && 'bg-coral-100 text-coral-700 ring-coral-500',
              answered && !isRight && !isWrongPick && 'bg-slate-50 text-slate-600 ring-slate-200',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <span>{option}</span>
            {isRight && (
              <span>
                ✓<span className="sr-only"> {m.games_quiz_right_answer()}</span>
              </span>
            )}
            {isWrongPick && (
              <span>
                ✗<span className="sr-only"> {m.games_quiz_your_answer()}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
