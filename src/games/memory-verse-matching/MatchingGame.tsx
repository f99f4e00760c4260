import { type ReactElement, useCallback, useEffect, useMemo, useState } from 'react';
import { m } from '#messages';
import { Celebration } from '../shared/Celebration.tsx';
import { EndPanel } from '../shared/EndPanel.tsx';
import { createRandom } from '../shared/random.ts';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds, useDeadline } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import { useGameBand } from '../shared/use-game-band.ts';
import {
  flipCard,
  isCardShowing,
  type MatchingState,
  matchingScore,
  newMatchingGame,
  pairsFor,
  tick,
} from './logic.ts';
import type { VersePair } from './schema.ts';

export interface MatchingGameProps {
  pairs: VersePair[];
}

function cardLabel(state: MatchingState, index: number): string {
  const card = state.cards[index]!;
  const n = index + 1;
  if (!isCardShowing(state, index)) return m.games_matching_card_face_down({ n });
  const what =
    card.kind === 'verse'
      ? m.games_matching_card_verse({ text: card.text })
      : m.games_matching_card_reference({ text: card.text });
  return state.matched.includes(card.pairId)
    ? m.games_matching_card_matched({ n, what })
    : m.games_matching_card({ n, what });
}

/** Memory Verse Matching: flip two cards, a pair resolves after 1 second. */
export default function MatchingGame({ pairs: allPairs }: MatchingGameProps): ReactElement {
  const band = useGameBand();
  const pairs = useMemo(() => pairsFor(band, allPairs), [band, allPairs]);
  const [state, setState] = useFreshGame<MatchingState>(
    (seed, now) => newMatchingGame(pairs, createRandom(seed), now),
    band,
  );
  const [wins, setWins] = useState(0);

  const onDue = useCallback((now: number) => setState((s) => tick(s, now)), []);
  useDeadline(state.resolveAt, onDue);

  useEffect(() => {
    if (state.finishedAt === null) return;
    setWins((w) => w + 1);
    void recordGameResult({
      gameId: 'memory-verse-matching',
      level: 1,
      score: matchingScore(state.moves, pairs.length),
      won: true,
      durationSeconds: elapsedSeconds(state.startedAt, state.finishedAt),
    });
  }, [state.finishedAt]);

  const restart = (): void => setState(newMatchingGame(pairs, createRandom(Date.now()), Date.now()));
  const won = state.finishedAt !== null;
  const status = won
    ? m.games_matching_won_status({ pairs: pairs.length, moves: state.moves })
    : state.resolveAt !== null
      ? m.games_matching_checking()
      : state.faceUp.length === 1
        ? m.games_matching_flip_second()
        : m.games_matching_flip_two();

  return (
    <div className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-6" data-matching>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-bold text-brand-900">
          {m.games_matching_moves()} <span data-testid="moves">{state.moves}</span>
          <span className="ml-4">
            {m.games_matching_pairs({ matched: state.matched.length, total: pairs.length })}
          </span>
        </p>
        <button type="button" className="btn-ghost" onClick={restart}>
          {m.games_matching_new_game()}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-7 text-slate-700">
        {status}
      </p>
      <ul
        className="mt-3 grid grid-cols-3 gap-2 sm:mt-4 sm:gap-3 md:grid-cols-4"
        aria-label={m.games_matching_cards()}
      >
        {state.cards.map((card, i) => {
          const showing = isCardShowing(state, i);
          const isMatched = state.matched.includes(card.pairId);
          return (
            <li key={`${card.pairId}-${card.kind}`}>
              <button
                type="button"
                data-card={i}
                aria-label={cardLabel(state, i)}
                aria-disabled={showing || state.resolveAt !== null || won}
                onClick={() => setState((s) => flipCard(s, i, Date.now()))}
                className={
                  'flex min-h-24 w-full flex-col items-center justify-center rounded-2xl p-2 text-center ' +
                  'sm:min-h-32 sm:p-3 ' +
                  `font-semibold shadow-sm ring-2 transition ${
                    isMatched
                      ? 'bg-leaf-100 text-slate-900 ring-leaf-600'
                      : showing
                        ? 'bg-sun-100 text-slate-900 ring-sun-500'
                        : 'bg-brand-700 text-white ring-brand-800 hover:bg-brand-800'
                  }`
                }
              >
                {showing ? (
                  <>
                    <span className="text-xs font-bold tracking-wide uppercase">
                      {card.kind === 'verse'
                        ? m.games_matching_verse_tag()
                        : m.games_matching_reference_tag()}
                    </span>
                    <span
                      className={
                        card.kind === 'verse' ? 'mt-1 text-xs leading-snug sm:text-sm' : 'mt-1 sm:text-lg'
                      }
                    >
                      {card.text}
                    </span>
                    {isMatched && (
                      <span className="mt-1 text-sm font-bold text-leaf-700">
                        {m.games_matching_matched()}
                      </span>
                    )}
                  </>
                ) : (
                  <span aria-hidden="true" className="text-4xl">
                    📖
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {won && (
        <EndPanel
          title={m.games_matching_well_done()}
          action={m.games_matching_play_again()}
          onAction={restart}
        >
          {m.games_matching_end({
            pairs: pairs.length,
            moves: state.moves,
            score: matchingScore(state.moves, pairs.length),
          })}
        </EndPanel>
      )}
      <Celebration className="mt-3" trigger={wins} message={m.games_matching_celebrate()} />
    </div>
  );
}
