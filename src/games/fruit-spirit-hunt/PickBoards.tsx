import type { ReactElement } from 'react';
import { m } from '#messages';
import {
  blankedVerse,
  type ItemRef,
  type MatcherBoard,
  type SequenceBoard,
  type TreeBoard,
  type VerseBoard,
} from './boards.ts';
import { describeItem } from './items.ts';
import { type HuntAction, targetFruit } from './moves.ts';
import type { HuntData } from './schema.ts';

interface BoardProps<B> {
  board: B;
  data: HuntData;
  found: readonly string[];
  disabled: boolean;
  onAction: (action: HuntAction) => void;
}

const choiceClass =
  'flex min-h-14 w-full items-center justify-center gap-2 rounded-2xl bg-white ' +
  'px-3 py-2 text-lg font-bold text-brand-900 ring-2 ring-brand-200 ' +
  'hover:bg-brand-50';

function ItemButton({
  item,
  data,
  found,
  disabled,
  onAction,
}: { item: ItemRef } & Omit<BoardProps<unknown>, 'board'>): ReactElement {
  const { name, emoji } = describeItem(item, data);
  const done = item.kind === 'fruit' && found.includes(item.id);
  return (
    <button
      type="button"
      aria-disabled={disabled || done}
      aria-label={done ? m.games_hunt_already_found({ name }) : name}
      onClick={() => onAction({ type: 'choose', item })}
      className={`${choiceClass} ${done ? 'bg-leaf-100 ring-leaf-600' : ''}`}
    >
      <span aria-hidden="true" className="text-2xl">
        {emoji}
      </span>
      <span aria-hidden="true">{name}</span>
      {done && <span aria-hidden="true">✓</span>}
    </button>
  );
}

/** Fruit Matcher: read a description, tap the fruit it describes. */
export function MatcherPanel(props: BoardProps<MatcherBoard>): ReactElement | null {
  const round = props.board.rounds[props.found.length];
  const fruit = props.data.fruits.find((f) => f.id === round?.fruitId);
  if (!round || !fruit) return null;
  return (
    <div>
      <p className="text-sm font-bold text-slate-700">
        {m.games_hunt_which_fruit({ n: props.found.length + 1, total: props.board.rounds.length })}
      </p>
      <p data-clue className="mt-2 rounded-2xl bg-sun-100 p-4 text-xl font-semibold text-slate-900">
        “{fruit.description}”
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label={m.games_hunt_answers()}>
        {round.options.map((o) => (
          <li key={`${o.kind}-${o.id}`}>
            <ItemButton item={o} {...props} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Sequence Builder: pick the fruits in Galatians order; the clue describes the next one. */
export function SequencePanel(props: BoardProps<SequenceBoard>): ReactElement {
  const next = targetFruit(props.board, props.found, props.data);
  const fruit = props.data.fruits.find((f) => f.id === next);
  return (
    <div>
      <ol className="flex flex-wrap gap-2" aria-label={m.games_hunt_your_sequence()}>
        {props.data.fruits.map((f, i) => {
          const has = i < props.found.length;
          return (
            <li
              key={f.id}
              className={
                'flex size-12 items-center justify-center rounded-xl text-2xl ring-2 ' +
                `${has ? 'bg-leaf-100 ring-leaf-600' : 'bg-white ring-brand-200'}`
              }
            >
              <span aria-hidden="true">{has ? f.emoji : i + 1}</span>
              <span className="sr-only">
                {has ? `${i + 1}: ${f.name}` : m.games_hunt_not_yet({ n: i + 1 })}
              </span>
            </li>
          );
        })}
      </ol>
      {fruit && (
        <p className="mt-3 rounded-2xl bg-sun-100 p-4 text-lg font-semibold text-slate-900">
          {m.games_hunt_clue({ n: props.found.length + 1, clue: fruit.description })}
        </p>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={m.games_hunt_fruits()}>
        {props.board.choices.map((id) => (
          <li key={id}>
            <ItemButton item={{ kind: 'fruit', id }} {...props} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Verse Puzzle Hunt: a word is missing from a verse; tap the fruit that fits. */
export function VersePanel(props: BoardProps<VerseBoard>): ReactElement | null {
  const fruit = props.data.fruits.find((f) => f.id === targetFruit(props.board, props.found, props.data));
  if (!fruit) return null;
  return (
    <div>
      <p className="text-sm font-bold text-slate-700">
        {m.games_hunt_which_fills({ n: props.found.length + 1, total: props.board.order.length })}
      </p>
      <blockquote className="mt-2 rounded-2xl bg-sun-100 p-4 font-serif text-xl text-slate-900">
        {blankedVerse(fruit.verse, fruit.verseBlank)}
        <footer data-verse-reference className="mt-2 font-sans text-base font-bold text-brand-800">
          {fruit.reference}
        </footer>
      </blockquote>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={m.games_hunt_word_tiles()}>
        {props.board.tiles
          .filter((t) => t.kind === 'decoy' || !props.found.includes(t.id))
          .map((t) => (
            <li key={`${t.kind}-${t.id}`}>
              <ItemButton item={t} {...props} />
            </li>
          ))}
      </ul>
    </div>
  );
}

/** Fruit Tree Builder: take a fruit from the basket, then hang it on the branch whose sign describes it. */
export function TreePanel({ board, data, found, disabled, onAction }: BoardProps<TreeBoard>): ReactElement {
  const picked = board.selected ? describeItem({ kind: 'fruit', id: board.selected }, data) : null;
  return (
    <div className="grid gap-5 md:grid-cols-[1fr_16rem]">
      <section aria-labelledby="tree-title">
        <h3 id="tree-title" className="text-lg font-extrabold text-brand-900">
          {picked ? m.games_hunt_tree_title_picked({ fruit: picked.name }) : m.games_hunt_tree_title()}
        </h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {board.branches.map((id) => {
            const fruit = data.fruits.find((f) => f.id === id)!;
            const hung = found.includes(id);
            return (
              <li key={id}>
                <button
                  type="button"
                  aria-disabled={disabled || hung}
                  aria-label={
                    hung
                      ? m.games_hunt_branch_with({ fruit: fruit.name, description: fruit.description })
                      : m.games_hunt_empty_branch({ description: fruit.description })
                  }
                  onClick={() => onAction({ type: 'hang', fruitId: id })}
                  className={
                    'flex min-h-16 w-full items-center gap-2 rounded-2xl p-3 text-left text-sm ' +
                    'font-semibold ring-2 ' +
                    (hung
                      ? 'bg-leaf-100 text-slate-900 ring-leaf-600'
                      : 'bg-white text-slate-800 ring-leaf-600 hover:bg-leaf-100')
                  }
                >
                  <span aria-hidden="true" className="text-2xl">
                    {hung ? fruit.emoji : '🌿'}
                  </span>
                  <span>
                    {hung ? <strong>{fruit.name}: </strong> : null}
                    {fruit.description}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="basket-title">
        <h3 id="basket-title" className="text-lg font-extrabold text-brand-900">
          {m.games_hunt_the_basket()}
        </h3>
        <ul className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-1">
          {board.basket.map((item, index) => {
            if ((item.kind === 'fruit' && found.includes(item.id)) || board.tossed.includes(item.id))
              return null;
            const { name, emoji } = describeItem(item, data);
            const selected = board.selected === item.id;
            return (
              <li key={`${item.kind}-${item.id}`}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-disabled={disabled}
                  onClick={() => onAction({ type: 'take', index })}
                  className={`${choiceClass} ${selected ? 'bg-sun-300 ring-sun-500' : ''}`}
                >
                  <span aria-hidden="true" className="text-2xl">
                    {emoji}
                  </span>
                  {name}
                </button>
              </li>
            );
          })}
        </ul>
        {board.tossed.length > 0 && (
          <p className="mt-3 text-sm text-slate-700">
            {m.games_hunt_compost()}{' '}
            {board.tossed.map((id) => describeItem({ kind: 'decoy', id }, data).name).join(', ')}
          </p>
        )}
      </section>
    </div>
  );
}
