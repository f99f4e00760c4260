import { type KeyboardEvent, type ReactElement, useEffect, useRef } from 'react';
import { m } from '#messages';
import { type GardenBoard, type MemoryBoard, type PathBoard, pathSize, type Spot } from './boards.ts';
import { describeItem } from './items.ts';
import type { HuntAction } from './moves.ts';
import type { HuntData } from './schema.ts';

interface SpotProps {
  board: GardenBoard | MemoryBoard;
  data: HuntData;
  /** The Memory level's 3-second look: every spot shows. */
  revealAll: boolean;
  disabled: boolean;
  onAction: (action: HuntAction) => void;
}

function spotText(spot: Spot, data: HuntData): string {
  if (!spot) return m.games_hunt_just_leaves();
  const { name } = describeItem(spot, data);
  return spot.kind === 'fruit' ? m.games_hunt_spot_fruit({ name }) : m.games_hunt_spot_decoy({ name });
}

/** Garden Explorer (25 bushes) and Memory Garden (20 spots): tap to look. */
export function SpotGrid({ board, data, revealAll, disabled, onAction }: SpotProps): ReactElement {
  const spotLabel = board.kind === 'garden' ? m.games_hunt_bush : m.games_hunt_spot;
  return (
    <ul
      className={
        'mx-auto grid max-w-xl gap-2 ' +
        `${board.kind === 'garden' ? 'grid-cols-5' : 'grid-cols-4 sm:grid-cols-5'}`
      }
      aria-label={board.kind === 'garden' ? m.games_hunt_garden_bushes() : m.games_hunt_memory_spots()}
    >
      {board.spots.map((spot, i) => {
        const shown = revealAll || board.opened[i];
        const item = spot ? describeItem(spot, data) : null;
        const tone = !shown
          ? 'bg-leaf-700 text-white'
          : spot?.kind === 'fruit'
            ? 'bg-sun-100 text-slate-900 ring-2 ring-sun-500'
            : spot
              ? 'bg-coral-100 text-slate-900'
              : 'bg-leaf-100 text-slate-900';
        return (
          <li key={i}>
            <button
              type="button"
              aria-label={spotLabel({
                n: i + 1,
                what: shown ? spotText(spot, data) : m.games_hunt_not_searched(),
              })}
              aria-disabled={disabled || board.opened[i]}
              onClick={() => onAction({ type: 'open', index: i })}
              className={
                'flex aspect-square w-full min-h-12 flex-col items-center justify-center ' +
                `rounded-xl p-1 text-center text-xs font-bold sm:text-sm ${tone}`
              }
            >
              <span aria-hidden="true" className="text-2xl sm:text-3xl">
                {shown ? (item?.emoji ?? '🍃') : board.kind === 'garden' ? '🌳' : '🌱'}
              </span>
              {shown && (
                <span aria-hidden="true" className="leading-tight">
                  {item?.name ?? m.games_hunt_leaves()}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface PathProps {
  board: PathBoard;
  data: HuntData;
  found: readonly string[];
  disabled: boolean;
  onAction: (action: HuntAction) => void;
}

const arrowSteps: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Timed Path Maker: walk square by square (tap a neighbour or use the arrow keys). */
export function PathGrid({ board, data, found, disabled, onAction }: PathProps): ReactElement {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (hadFocus.current) buttons.current[board.position]?.focus();
  }, [board.position]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const step = arrowSteps[e.key];
    if (!step) return;
    e.preventDefault();
    const row = Math.floor(board.position / pathSize) + step[0];
    const col = (board.position % pathSize) + step[1];
    if (row < 0 || col < 0 || row >= pathSize || col >= pathSize) return;
    hadFocus.current = true;
    onAction({ type: 'step', index: row * pathSize + col });
  };

  return (
    <div role="group" aria-label={m.games_hunt_path_label()} onKeyDown={onKeyDown}>
      <ul className="mx-auto grid max-w-md grid-cols-5 gap-2">
        {board.squares.map((square, i) => {
          const here = board.position === i;
          const collected = square?.kind === 'fruit' && found.includes(square.id);
          const item = square && !collected ? describeItem(square, data) : null;
          const walked = board.visited.includes(i);
          const what =
            square?.kind === 'decoy'
              ? m.games_hunt_thorn_bush({ name: item!.name })
              : item
                ? m.games_hunt_spot_fruit({ name: item.name })
                : walked
                  ? m.games_hunt_your_path()
                  : m.games_hunt_grass();
          const label = m.games_hunt_square({
            row: Math.floor(i / pathSize) + 1,
            column: (i % pathSize) + 1,
            what: here ? m.games_hunt_you_are_here() : what,
          });
          const tone = here
            ? 'bg-sun-300 ring-4 ring-sun-500'
            : square?.kind === 'decoy'
              ? 'bg-coral-100'
              : walked
                ? 'bg-leaf-100'
                : 'bg-white';
          return (
            <li key={i}>
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                aria-label={label}
                aria-disabled={disabled}
                onFocus={() => {
                  hadFocus.current = true;
                }}
                onClick={() => onAction({ type: 'step', index: i })}
                className={
                  'flex aspect-square w-full min-h-12 flex-col items-center justify-center ' +
                  'rounded-xl text-center text-xs font-bold text-slate-900 ring-1 ring-leaf-600 ' +
                  `sm:text-sm ${tone}`
                }
              >
                <span aria-hidden="true" className="text-2xl sm:text-3xl">
                  {here ? '🧒' : item ? item.emoji : walked ? '👣' : ''}
                </span>
                {!here && item && (
                  <span aria-hidden="true" className="leading-tight">
                    {item.name}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
