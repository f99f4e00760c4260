import type { ReactElement } from 'react';
import { bodyParts, maxWrongGuesses } from './logic.ts';

/** One drawing per body part (viewBox 0 0 120 150), in the order of `bodyParts`. */
const partDrawings: readonly ReactElement[] = [
  <g key="head">
    <circle cx="80" cy="46" r="14" className="fill-sun-100" />
    <circle cx="75" cy="44" r="1.8" className="fill-slate-800 stroke-none" />
    <circle cx="85" cy="44" r="1.8" className="fill-slate-800 stroke-none" />
    <path d="M74 53q6-4 12 0" fill="none" />
  </g>,
  <path key="body" d="M80 60v38" />,
  <path key="left-arm" d="M80 70l-16 14" />,
  <path key="right-arm" d="M80 70l16 14" />,
  <path key="left-leg" d="M80 98l-13 22" />,
  <path key="right-leg" d="M80 98l13 22" />,
];

/**
 * The figure, drawn as SVG: the frame is always there and one body part appears for each wrong
 * guess; parts still to come show as faint dashed outlines, so the player sees how many are left.
 */
export function HangmanFigure({ wrong }: { wrong: number }): ReactElement {
  return (
    <figure
      className="flex w-24 shrink-0 flex-col items-center rounded-2xl bg-brand-50 px-1 py-1 sm:w-auto sm:px-4 sm:py-2"
      data-wrong={wrong}
    >
      <svg
        viewBox="0 0 120 150"
        className="h-24 w-20 sm:h-36 sm:w-28"
        aria-hidden="true"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
        data-hangman-figure
      >
        <g className="stroke-brand-800" strokeWidth="6">
          <path d="M12 142h70M30 142V10h50v22" />
          <path d="M30 34l22-24" strokeWidth="4" />
        </g>
        {bodyParts.map((part, i) => (
          <g
            key={part.name}
            data-part={part.name}
            data-drawn={i < wrong}
            strokeWidth={i < wrong ? 5 : 2.5}
            strokeDasharray={i < wrong ? undefined : '4 5'}
            className={i < wrong ? 'stroke-coral-700' : 'stroke-slate-300 [&_circle]:fill-none'}
          >
            {partDrawings[i]}
          </g>
        ))}
      </svg>
      <figcaption className="text-center text-xs leading-tight font-bold text-slate-700 sm:text-sm">
        Wrong guesses: {wrong} of {maxWrongGuesses}
      </figcaption>
    </figure>
  );
}
