import { type ReactElement, useCallback, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { ListenButton } from '../../islands/shared/ListenButton.tsx';
import { Celebration } from '../shared/Celebration.tsx';
import { recordGameResult } from '../shared/record-result.ts';
import { elapsedSeconds, useDeadline } from '../shared/use-deadline.ts';
import { useFreshGame } from '../shared/use-fresh-game.ts';
import { useGameBand } from '../shared/use-game-band.ts';
import {
  type AdventureState,
  choose,
  currentChapter,
  newAdventure,
  repeatLevelMessage,
  rulesFor,
  type Stats,
  startNextLevel,
  statTotal,
  tick,
} from './logic.ts';
import type { AdventureChapter } from './schema.ts';
import { adventureLevelCount, adventuresPerLevel } from './sizes.ts';

export interface AdventureGameProps {
  chapters: AdventureChapter[];
}

const statInfo: Array<{ key: keyof Stats; label: () => string; emoji: string }> = [
  { key: 'wisdom', label: m.games_adventure_wisdom, emoji: '🦉' },
  { key: 'courage', label: m.games_adventure_courage, emoji: '🦁' },
  { key: 'faith', label: m.games_adventure_faith, emoji: '🙏' },
];

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** Bible Adventure: choices grow wisdom, courage and faith over 3 levels. */
export default function AdventureGame({ chapters }: AdventureGameProps): ReactElement {
  const band = useGameBand();
  const rules = rulesFor(band);
  const [state, setState] = useFreshGame<AdventureState>((_, now) => newAdventure(now, rules), band);
  const [wins, setWins] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const chapter = currentChapter(state, chapters);

  const onDue = useCallback((now: number) => setState((s) => tick(s, chapters, now)), [chapters]);
  useDeadline(state.advanceAt, onDue);

  // Keyboard and screen-reader players land on each new scene (the chosen button disappears);
  // not on the first page load.
  const scene = `${state.phase}-${state.level}-${state.chapterIndex}`;
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [scene]);

  useEffect(() => {
    if (state.finishedAt === null) return;
    setWins((w) => w + 1);
    void recordGameResult({
      gameId: 'bible-adventure',
      level: state.level,
      score: state.score,
      won: true,
      durationSeconds: elapsedSeconds(state.startedAt, state.finishedAt),
    });
  }, [state.finishedAt]);

  const total = statTotal(state.stats);

  return (
    <div
      className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-adventure
      data-band={band}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-bold text-brand-900">
          {m.games_adventure_level({ level: state.level, levels: adventureLevelCount })}
          {state.phase === 'choosing' || state.phase === 'result'
            ? m.games_adventure_progress({ n: state.chapterIndex + 1, total: adventuresPerLevel })
            : ''}
        </p>
        <p className="text-lg font-bold text-brand-900">
          {m.games_adventure_score()} <span data-testid="score">{state.score}</span>
        </p>
      </div>
      <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={m.games_adventure_stats_label()}>
        {statInfo.map((s) => (
          <li key={s.key} className="rounded-2xl bg-brand-50 p-3 text-center">
            <span aria-hidden="true" className="text-2xl">
              {s.emoji}
            </span>
            <p className="font-bold text-brand-900">
              {s.label()}: {state.stats[s.key]}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        {m.games_adventure_stat_total({ total, needed: rules.levelUpStatTotal })}
      </p>

      {chapter && (state.phase === 'choosing' || state.phase === 'result') && (
        <section className="mt-5" aria-labelledby="chapter-title">
          <div id="adventure-read-aloud" data-read-aloud="h2, [data-story]">
            <h2 id="chapter-title" ref={heading} tabIndex={-1} className="section-title">
              {chapter.title}
            </h2>
            <p className="mt-1 font-semibold text-brand-700">📖 {chapter.reference}</p>
            <p className="mt-3 text-lg leading-relaxed text-slate-800" data-story>
              {chapter.story}
            </p>
          </div>
          {rules.listen && (
            <div className="mt-3">
              <ListenButton key={chapter.id} target="adventure-read-aloud" label={m.games_listen_story()} />
            </div>
          )}
          {state.phase === 'choosing' && (
            <div className="mt-4 grid gap-3">
              <p className="font-bold text-brand-900">{m.games_adventure_what_will_you_do()}</p>
              {chapter.choices.map((c, i) => (
                <button
                  key={c.text}
                  type="button"
                  className="btn-ghost justify-start text-left"
                  onClick={() => setState((s) => choose(s, chapters, i, Date.now()))}
                >
                  {c.text}
                </button>
              ))}
            </div>
          )}
          {state.phase === 'result' && state.lastChoice && (
            <div role="status" className="mt-4 rounded-2xl bg-sun-100 p-4">
              <p className="font-bold text-brand-900">
                {m.games_adventure_you_chose({ choice: state.lastChoice.text })}
              </p>
              <p className="mt-2 text-lg text-slate-800">{state.lastChoice.result}</p>
              <p className="mt-2 font-semibold text-slate-800">
                {statInfo.map((s) => `${s.label()} ${signed(state.lastChoice!.stats[s.key])}`).join(' · ')} ·{' '}
                {m.games_adventure_points({ points: state.lastPoints })}
              </p>
            </div>
          )}
        </section>
      )}

      {state.phase === 'levelUp' && (
        <section className="mt-5 rounded-2xl bg-leaf-100 p-5 text-center" aria-labelledby="level-title">
          <h2 id="level-title" ref={heading} tabIndex={-1} className="section-title">
            {m.games_adventure_level_complete({ level: state.level })}
          </h2>
          <p className="mt-2 text-lg text-slate-800">
            {m.games_adventure_grew({ total, next: state.level + 1 })}
          </p>
          <button type="button" className="btn-primary mt-4" onClick={() => setState(startNextLevel)}>
            {m.games_adventure_start_level({ level: state.level + 1 })}
          </button>
        </section>
      )}
      {state.phase === 'repeat' && (
        <section className="mt-5 rounded-2xl bg-sun-100 p-5 text-center" aria-labelledby="level-title">
          <h2 id="level-title" ref={heading} tabIndex={-1} className="text-xl font-extrabold text-brand-900">
            {repeatLevelMessage(state.level)}
          </h2>
          <p className="mt-2 text-slate-800">
            {m.games_adventure_total_was({ total, needed: rules.levelUpStatTotal })}
          </p>
          <button type="button" className="btn-primary mt-4" onClick={() => setState(startNextLevel)}>
            {m.games_adventure_try_again({ level: state.level })}
          </button>
        </section>
      )}
      {state.phase === 'complete' && (
        <section className="mt-5 rounded-2xl bg-leaf-100 p-5 text-center" aria-labelledby="level-title">
          <h2 id="level-title" ref={heading} tabIndex={-1} className="section-title">
            {m.games_adventure_finished()}
          </h2>
          <p className="mt-2 text-lg text-slate-800">{m.games_adventure_final({ score: state.score })}</p>
          <button
            type="button"
            className="btn-primary mt-4"
            onClick={() => setState(newAdventure(Date.now(), rules))}
          >
            {m.games_adventure_play_again()}
          </button>
        </section>
      )}
      <Celebration className="mt-3" trigger={wins} message={m.games_adventure_celebrate()} />
    </div>
  );
}
