import type { ReactElement } from 'react';
import { m } from '#messages';
import { maxWrongGuesses, towerBlocks } from './logic.ts';

/** Each block's paint (whole class names, so the stylesheet keeps them). */
const fills: Record<(typeof towerBlocks)[number]['colour'], string> = {
  sun: 'fill-sun-400',
  coral: 'fill-coral-300',
  leaf: 'fill-leaf-400',
  brand: 'fill-brand-200',
  grape: 'fill-grape-100',
};

const blockHeight = 22;
const groundY = 142;

/**
 * The picture, drawn as SVG (viewBox 0 0 120 150): a tower of blocks on the ground, one block stacked
 * for each wrong guess, each a little narrower than the one below; blocks still to come show as
 * faint dashed outlines, so the player sees how many are left.
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
        <path d="M8 144h104" className="stroke-leaf-600" strokeWidth="4" />
        {towerBlocks.map((block, i) => {
          const built = i < wrong;
          const width = 72 - i * 8;
          return (
            <rect
              key={block.name}
              data-block={block.name}
              data-built={built}
              x={60 - width / 2}
              y={groundY - blockHeight * (i + 1)}
              width={width}
              height={blockHeight}
              rx="5"
              strokeWidth={built ? 4 : 2.5}
              strokeDasharray={built ? undefined : '4 5'}
              className={built ? `${fills[block.colour]} stroke-brand-900` : 'stroke-slate-300'}
            />
          );
        })}
      </svg>
      <figcaption className="text-center text-xs leading-tight font-bold text-slate-700 sm:text-sm">
        {m.games_hangman_wrong_guesses({ wrong, total: maxWrongGuesses })}
        <span className="sr-only" data-tower-description>
          {' '}
          {m.games_hangman_tower({ built: wrong, total: maxWrongGuesses })}
        </span>
      </figcaption>
    </figure>
  );
}
