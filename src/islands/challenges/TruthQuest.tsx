import type { ReactElement } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { localHref } from '../../i18n/paths.ts';
import { removeDuplicateChallenges } from '../../lib/challenges/dedupe.ts';
import type { BadgeWords } from '../../lib/learn/translations.ts';
import { toast } from '../../stores/toasts.ts';
import { ProgressBar } from '../shared/ProgressBar.tsx';
import { useUserProgress } from './use-progress.ts';

export interface QuestChallenge {
  id: string;
  title: string;
  description: string;
  type: string;
  points: number;
  badge: { name: string; icon: string } | null;
}

const typeLabels: Record<string, () => string> = {
  bible_reading: m.learn_quest_type_reading,
  memory: m.learn_quest_type_memory,
  social: m.learn_quest_type_sharing,
  gaming: m.learn_quest_type_games,
  streak: m.learn_quest_type_streaks,
  daily: m.learn_quest_type_daily,
  weekly: m.learn_quest_type_weekly,
  monthly: m.learn_quest_type_monthly,
};

/** Truth Quest: badges earned and the challenge cards with Start. */
export default function TruthQuest({
  challenges,
  badgeWords = {},
}: {
  challenges: QuestChallenge[];
  badgeWords?: BadgeWords;
}): ReactElement {
  const { session, progress, reload } = useUserProgress();
  const shown = removeDuplicateChallenges(challenges);
  const stateOf = (id: string) => progress?.challenges.find((c) => c.challengeId === id);

  async function start(challenge: QuestChallenge): Promise<void> {
    const result = await apiRequest<{ message: string }>(
      'POST',
      `/api/challenges/${encodeURIComponent(challenge.id)}/start`,
    );
    if (!result.ok)
      return void toast({
        title: m.learn_error(),
        description: m.learn_quest_start_failed(),
        variant: 'error',
      });
    toast({ title: challenge.title, description: m.learn_quest_started(), variant: 'success' });
    void reload();
  }

  return (
    <div className="grid gap-8">
      {session.user && (
        <section className="card" aria-labelledby="badges-title">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="badges-title" className="section-title">
              {m.learn_quest_badges_title()}
            </h2>
            {progress && (
              <p className="font-bold text-brand-800" data-points>
                ⭐ {m.learn_points({ count: progress.points })}
              </p>
            )}
          </div>
          {!progress ? (
            <p role="status" className="mt-2">
              {m.learn_quest_badges_loading()}
            </p>
          ) : progress.badges.length === 0 ? (
            <p className="mt-2 text-slate-700">{m.learn_quest_no_badges()}</p>
          ) : (
            <ul className="mt-3 flex flex-wrap gap-3" data-badges>
              {progress.badges.map((b) => (
                <li
                  key={b.id}
                  className="flex items-center gap-2 rounded-2xl bg-sun-100 px-3 py-2 ring-2 ring-sun-400"
                  title={badgeWords[b.id]?.description ?? b.description}
                >
                  <span aria-hidden="true" className="text-2xl">
                    {b.icon}
                  </span>
                  <span className="font-bold text-slate-900">{badgeWords[b.id]?.name ?? b.name}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-quest-challenges>
        {shown.map((c) => {
          const state = stateOf(c.id);
          return (
            <li key={c.id} className="card flex flex-col gap-3" data-challenge={c.id}>
              <p className="text-sm font-semibold text-slate-700">
                {(typeLabels[c.type] ?? m.learn_quest_type_other)()} · {m.learn_points({ count: c.points })}
              </p>
              <h2 className="text-xl font-extrabold text-brand-900">{c.title}</h2>
              <p className="text-slate-800">{c.description}</p>
              {c.badge && (
                <p className="text-sm font-semibold text-slate-800">
                  {m.learn_quest_badge()} <span aria-hidden="true">{c.badge.icon}</span> {c.badge.name}
                </p>
              )}
              <div className="mt-auto">
                {state && (
                  <div className="mb-2">
                    <ProgressBar
                      label={m.learn_quest_progress({ title: c.title })}
                      percent={state.progress}
                      height="h-3"
                      fill="bg-leaf-600"
                    />
                  </div>
                )}
                {!session.user ? (
                  <a
                    href={`${localHref('/auth/')}?next=${encodeURIComponent(localHref('/challenges/truth-quest/'))}`}
                    className="btn-ghost"
                  >
                    {m.learn_quest_sign_in_to_start()}
                  </a>
                ) : state?.status === 'completed' ? (
                  <p className="font-extrabold text-leaf-700" data-state="completed">
                    {m.learn_quest_completed()}
                  </p>
                ) : state?.status === 'started' ? (
                  <p className="font-bold text-brand-800" data-state="started">
                    {m.learn_quest_started_state()}
                  </p>
                ) : (
                  <button type="button" className="btn-sun" onClick={() => void start(c)}>
                    {m.learn_quest_start()}
                    <span className="sr-only"> {c.title}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
