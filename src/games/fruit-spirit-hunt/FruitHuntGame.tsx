import { type ReactElement, type ReactNode, useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
import { ListenButton } from '../../islands/shared/ListenButton.tsx';
import { toast } from '../../stores/toasts.ts';
import { Celebration } from '../shared/Celebration.tsx';
import { EndPanel } from '../shared/EndPanel.tsx';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds, useDeadline, useNow } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import { useGameBand } from '../shared/use-game-band.ts';
import { PathGrid, SpotGrid } from './GardenBoards.tsx';
import { FinalScreen, FoundBasket } from './HuntPanels.tsx';
import { fruitCount, fruitsToAdvance, huntLevel, huntLevelCount, timeUpMessage } from './levels.ts';
import {
  act,
  goToNextLevel,
  type HuntState,
  newHunt,
  nextDueAt,
  rulesFor,
  startLevel,
  tick,
  timeLeftSeconds,
} from './logic.ts';
import { feedbackMessage, type HuntAction, penalisedFeedback } from './moves.ts';
import { MatcherPanel, SequencePanel, TreePanel, VersePanel } from './PickBoards.tsx';
import type { HuntData } from './schema.ts';

export interface FruitHuntGameProps {
  data: HuntData;
}

const clock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Fruit of the Spirit Hunt: seven levels, each its own way to find the 9 fruits. */
export default function FruitHuntGame({ data }: FruitHuntGameProps): ReactElement {
  const band = useGameBand();
  const rules = rulesFor(band);
  const [state, setState] = useFreshGame<HuntState>((seed, now) => newHunt(data, seed, now, rules), band);
  const [note, setNote] = useState('');
  // The message is fixed when a celebration starts: it must not change to the next level's number.
  const [celebration, setCelebration] = useState({ count: 0, message: '' });
  const level = huntLevel(state.level);
  const now = useNow(state.phase === 'playing' && level.timeLimitSeconds !== null);

  const onDue = useCallback((at: number) => setState((s) => tick(s, data, at)), [data]);
  useDeadline(nextDueAt(state), onDue);

  useEffect(() => {
    if (state.endReason === 'time-up') toast({ title: timeUpMessage() });
    if (state.phase === 'passed')
      setCelebration((c) => ({
        count: c.count + 1,
        message: m.games_hunt_level_complete({ level: state.level }),
      }));
    if (state.phase === 'finished')
      setCelebration((c) => ({ count: c.count + 1, message: m.games_hunt_found_them_all() }));
    if (state.phase === 'retrying')
      setNote(m.games_hunt_retry_note({ found: state.found.length, needed: fruitsToAdvance }));
    if (state.phase === 'passed')
      setNote(m.games_hunt_passed_note({ level: state.level, found: state.found.length }));
    if (state.phase === 'playing' || state.phase === 'ready' || state.phase === 'memorize') setNote('');
  }, [state.phase, state.level, state.attempt]);

  useEffect(() => {
    if (state.finishedAt === null) return;
    void recordGameResult({
      gameId: 'fruit-spirit-hunt',
      level: huntLevelCount,
      score: state.score,
      won: true,
      durationSeconds: elapsedSeconds(state.startedAt, state.finishedAt),
    });
  }, [state.finishedAt]);

  /** Spec messages for wrong picks are error toasts; gentle hints only show in the status line. */
  const onAction = (action: HuntAction): void => {
    const { state: next, feedback } = act(state, data, action, Date.now());
    setState(next);
    if (feedback.kind === 'found') {
      const fruit = data.fruits.find((f) => f.id === feedback.fruitId)!;
      setNote(m.games_hunt_found_fruit({ fruit: fruit.name, points: level.pointsPerFind }));
      return;
    }
    const message = feedbackMessage(feedback);
    if (!message) return;
    setNote(message);
    if (penalisedFeedback.has(feedback.kind)) toast({ title: message, variant: 'error' });
  };

  const left = timeLeftSeconds(state, now);
  const disabled = state.phase !== 'playing';
  const board = state.board;
  const boardProps = { data, found: state.found, disabled, onAction };

  if (state.phase === 'finished') {
    return (
      <Shell celebration={celebration}>
        <FinalScreen
          data={data}
          score={state.score}
          onPlayAgain={() => setState(newHunt(data, Date.now() >>> 0, Date.now(), rules))}
        />
      </Shell>
    );
  }

  return (
    <Shell celebration={celebration}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="section-title">
          {m.games_hunt_level_title({ level: state.level, name: level.name() })}
        </h2>
        <p className="text-lg font-bold text-brand-900">
          {m.games_hunt_score()} <span data-testid="score">{state.score}</span>
        </p>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-lg font-semibold text-slate-800">
        <p>
          {m.games_hunt_fruits_found()} <span data-testid="found">{state.found.length}</span> / {fruitCount}
        </p>
        <p>
          {left === null ? (
            m.games_hunt_no_clock()
          ) : (
            <>
              {m.games_hunt_time_left()} <span data-testid="time-left">{clock(left)}</span>
            </>
          )}
        </p>
        <p>{m.games_hunt_points_a_fruit({ points: level.pointsPerFind })}</p>
      </div>
      <div id="hunt-how-to" data-read-aloud="p">
        <p className="mt-3 rounded-2xl bg-brand-50 p-3 text-slate-800">{level.howTo()}</p>
      </div>
      {rules.listen && (
        <div className="mt-2">
          <ListenButton key={state.level} target="hunt-how-to" label={m.games_listen_hint()} />
        </div>
      )}
      <p role="status" className="mt-3 min-h-8 font-bold text-brand-900">
        {state.phase === 'memorize' ? m.games_hunt_look_closely() : note}
      </p>

      {state.phase === 'ready' && (
        <div className="mt-4 text-center">
          <button
            type="button"
            className="btn-primary text-lg"
            onClick={() => setState((s) => startLevel(s, Date.now()))}
          >
            {m.games_hunt_start_level({ level: state.level })}
          </button>
        </div>
      )}
      {state.phase === 'passed' && (
        <EndPanel
          className="mt-4"
          title={m.games_hunt_level_done({ level: state.level })}
          action={m.games_hunt_next_level({
            level: state.level + 1,
            name: huntLevel(state.level + 1).name(),
          })}
          onAction={() => setState((s) => goToNextLevel(s, data))}
        >
          {m.games_hunt_found_of({ found: state.found.length, total: fruitCount })}
        </EndPanel>
      )}
      {state.phase === 'retrying' && (
        <p className="mt-4 rounded-2xl bg-sun-100 p-4 text-center text-lg font-bold text-slate-900">
          {m.games_hunt_starting_again()}
        </p>
      )}

      {state.phase !== 'ready' && state.phase !== 'passed' && (
        <div className="mt-5">
          {(board.kind === 'garden' || board.kind === 'memory') && (
            <SpotGrid
              board={board}
              data={data}
              revealAll={state.phase === 'memorize'}
              disabled={disabled}
              onAction={onAction}
            />
          )}
          {board.kind === 'path' && <PathGrid board={board} {...boardProps} />}
          {board.kind === 'matcher' && <MatcherPanel board={board} {...boardProps} />}
          {board.kind === 'sequence' && <SequencePanel board={board} {...boardProps} />}
          {board.kind === 'verse' && <VersePanel board={board} {...boardProps} />}
          {board.kind === 'tree' && <TreePanel board={board} {...boardProps} />}
        </div>
      )}
      <FoundBasket data={data} found={state.found} />
    </Shell>
  );
}

/**
 * The game's card, the same in play and on the final screen, with the celebration after its content:
 * it keeps running when the last level's board gives way to the final screen.
 */
function Shell({
  celebration,
  children,
}: {
  celebration: { count: number; message: string };
  children: ReactNode;
}): ReactElement {
  return (
    <div className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-6" data-fruit-hunt>
      <div>{children}</div>
      <Celebration className="mt-3" trigger={celebration.count} message={celebration.message} />
    </div>
  );
}
