import type { ReactElement } from 'react';
import { bodyParts, maxWrongGuesses } from './logic.ts';

/** The emoji figure: one body part for each wrong guess, the rest shown as faint outlines. */
export function HangmanFigure({ wrong }: { wrong: number }): ReactElement {
  const [head, body, leftArm, rightArm, leftLeg, rightLeg] = bodyParts.map((part, i) => (
    <span key={part.name} className={i < wrong ? 'text-4xl' : 'text-4xl opacity-15 grayscale'}>
      {part.emoji}
    </span>
  ));
  return (
    <div className="mx-auto flex flex-col items-center rounded-2xl bg-brand-50 px-6 py-3" data-wrong={wrong}>
      <div aria-hidden="true" className="grid grid-cols-3 place-items-center gap-x-1 leading-tight">
        <span />
        {head}
        <span />
        {leftArm}
        {body}
        {rightArm}
        {leftLeg}
        <span />
        {rightLeg}
      </div>
      <p className="mt-2 text-sm font-bold text-slate-700">
        Wrong guesses: {wrong} of {maxWrongGuesses}
      </p>
    </div>
  );
}
