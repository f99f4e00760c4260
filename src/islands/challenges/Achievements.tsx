import type { ReactElement } from 'react';
import { m } from '#messages';
import { getLocale } from '../../i18n/page-locale.ts';
import { localHref } from '../../i18n/paths.ts';
import { achievementPercent } from '../../lib/achievements.ts';
import { ProgressBar } from '../shared/ProgressBar.tsx';
import { useUserProgress } from './use-progress.ts';

export interface AchievementCard {
  id: string;
  name: string;
  description: string;
  icon: string;
  points: number;
}

/**
 * Achievements: three stat cards, the overall bar, and every achievement with the earned ones marked,
 * on every plan: what the server awards (and the celebration announces) shows here as earned.
 */
export default function Achievements({ achievements }: { achievements: AchievementCard[] }): ReactElement {
  const { session, progress } = useUserProgress();
  const open = session.user !== null;
  const earned = new Map((open ? (progress?.achievements ?? []) : []).map((a) => [a.id, a.earnedAt]));
  const percent = achievementPercent(earned.size, achievements.length);

  return (
    <div className="grid gap-8">
      {!session.loading && !session.user && (
        <p className="card text-center text-lg">
          <a
            href={`${localHref('/auth/')}?next=${encodeURIComponent(localHref('/challenges/achievements/'))}`}
            className="font-semibold text-brand-700 underline"
          >
            {m.learn_sign_in()}
          </a>{' '}
          {m.learn_achievements_sign_in_to_see()}
        </p>
      )}
      {open && (
        <>
          <ul className="grid gap-4 md:grid-cols-3" aria-label={m.learn_achievements_your_progress()}>
            <li className="card text-center">
              <span className="block text-sm font-semibold text-slate-700">
                {m.learn_achievements_earned_title()}
              </span>
              <span className="text-3xl font-extrabold text-brand-900" data-stat="earned">
                {m.learn_achievements_earned_count({ earned: earned.size, count: achievements.length })}
              </span>
            </li>
            <li className="card text-center">
              <span className="block text-sm font-semibold text-slate-700">
                {m.learn_achievements_points_title()}
              </span>
              <span className="text-3xl font-extrabold text-brand-900" data-stat="points">
                {progress?.points ?? 0}
              </span>
            </li>
            <li className="card text-center">
              <span className="block text-sm font-semibold text-slate-700">
                {m.learn_achievements_challenges_title()}
              </span>
              <span className="text-3xl font-extrabold text-brand-900" data-stat="challenges">
                {progress?.stats.challenges_completed ?? 0}
              </span>
            </li>
          </ul>
          <div>
            <ProgressBar
              label={m.learn_achievements_bar_label()}
              percent={percent}
              height="h-5"
              fill="bg-sun-500"
            />
            <p className="mt-1 font-semibold text-slate-800">{m.learn_achievements_percent({ percent })}</p>
          </div>
        </>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-achievements>
        {achievements.map((a) => {
          const when = earned.get(a.id);
          return (
            <li
              key={a.id}
              className={`card flex gap-4 ${when ? 'ring-4 ring-sun-400' : ''}`}
              data-achievement={a.id}
              data-earned={String(Boolean(when))}
            >
              <span aria-hidden="true" className={`text-4xl ${when ? '' : 'opacity-40 grayscale'}`}>
                {a.icon}
              </span>
              <div>
                <h2 className="text-lg font-extrabold text-brand-900">{a.name}</h2>
                <p className="text-slate-800">{a.description}</p>
                <p className="mt-1 text-sm font-semibold text-slate-700">
                  {m.learn_points({ count: a.points })} ·{' '}
                  {when ? (
                    <span className="text-leaf-700">
                      {m.learn_achievements_earned_on({
                        date: new Date(when).toLocaleDateString(getLocale()),
                      })}
                    </span>
                  ) : (
                    m.learn_achievements_not_yet()
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
