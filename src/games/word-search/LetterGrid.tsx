import { type KeyboardEvent, type ReactElement, useRef, useState } from 'react';
import { m } from '#messages';
import { type Cell, cellKey } from './logic.ts';

export interface LetterGridProps {
  grid: string[][];
  selection: readonly Cell[];
  foundCells: readonly string[];
  onSelect: (cell: Cell) => void;
}

/** Tailwind's column classes, written out so its scanner finds them: one per grid size a band uses. */
const columnClasses: Record<number, string> = { 8: 'grid-cols-8', 10: 'grid-cols-10', 12: 'grid-cols-12' };

const moves: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The letters (12x12, or the band's size) as an ARIA grid: one tab stop, arrow keys move between letters (Home and End
 * along a row), Enter or Space selects. Selected letters are outlined and found ones circled, so
 * state never rests on colour alone.
 */
export function LetterGrid({ grid, selection, foundCells, onSelect }: LetterGridProps): ReactElement {
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  const container = useRef<HTMLDivElement>(null);
  const selected = new Set(selection.map(cellKey));
  const found = new Set(foundCells);
  const gridSize = grid.length;

  const focusCell = (cell: Cell): void => {
    setActive(cell);
    container.current?.querySelector<HTMLButtonElement>(`[data-cell="${cellKey(cell)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, cell: Cell): void => {
    const move = moves[event.key];
    let target: Cell | null = null;
    if (move) target = { row: cell.row + move[0], col: cell.col + move[1] };
    if (event.key === 'Home') target = { row: cell.row, col: 0 };
    if (event.key === 'End') target = { row: cell.row, col: gridSize - 1 };
    if (!target) return;
    event.preventDefault();
    if (target.row >= 0 && target.row < gridSize && target.col >= 0 && target.col < gridSize)
      focusCell(target);
  };

  return (
    <div
      ref={container}
      role="grid"
      aria-label={m.games_word_search_grid({ size: gridSize })}
      className="mx-auto grid w-full max-w-[35rem] gap-0.5"
      data-letter-grid
    >
      {grid.map((letters, row) => (
        // biome-ignore lint/a11y/useFocusableInteractive: focus moves between the buttons inside (roving tabindex).
        <div role="row" key={row} className={`grid ${columnClasses[gridSize] ?? 'grid-cols-12'} gap-0.5`}>
          {letters.map((letter, col) => {
            const key = cellKey({ row, col });
            const isSelected = selected.has(key);
            const isFound = found.has(key);
            const label = [
              m.games_word_search_cell({ row: row + 1, col: col + 1, letter }),
              isSelected && m.games_word_search_cell_selected(),
              isFound && m.games_word_search_cell_found(),
            ]
              .filter(Boolean)
              .join(', ');
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: the button inside the cell takes the focus.
              <div role="gridcell" key={col} aria-selected={isSelected}>
                <button
                  type="button"
                  data-cell={key}
                  tabIndex={active.row === row && active.col === col ? 0 : -1}
                  aria-label={label}
                  onClick={() => {
                    setActive({ row, col });
                    onSelect({ row, col });
                  }}
                  onKeyDown={(e) => onKeyDown(e, { row, col })}
                  className={[
                    'flex aspect-square w-full items-center justify-center text-base font-extrabold sm:text-xl',
                    isSelected
                      ? 'scale-105 rounded-md bg-sun-300 text-slate-900 ring-4 ring-brand-800'
                      : isFound
                        ? 'rounded-full bg-leaf-100 text-leaf-700 ring-2 ring-leaf-600'
                        : 'rounded-md bg-white text-brand-900 hover:bg-brand-100',
                  ].join(' ')}
                >
                  {letter}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
