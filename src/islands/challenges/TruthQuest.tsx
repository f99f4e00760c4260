import type { ReactElement } from 'react';
import { apiRequest } from '../../client/request.ts';
import { removeDuplicateChallenges } from '../../lib/challenges/dedupe.ts';
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

const typeLabels: Record<string, string> = {
  bible_reading: '📖 Reading',
  memory: '🧠 Memory',
  social: '💬 Sharing',
  gaming: '🎮 Games',
  streak: '🔥 Streaks',
  daily: '📅 Daily',
  weekly: '📅 Weekly',
  monthly: '📅 Monthly',
};

/** Truth Quest: badges earned and the challenge cards with Start. */
export default function TruthQuest({ challenges }: { challenges: QuestChallenge[] }): ReactElement {
  const { session, progress, reload } = useUserProgress();
  const shown = removeDuplicateChallenges(challenges);
  const stateOf = (id: string) => progress?.challenges.find((c) => c.challengeId === id);

  async function start(challenge: QuestChallenge): Promise<void> {
    const result = await apiRequest<{ message: string }>(
      'POST',
      `/api/challenges/${encodeURIComponent(challenge.id)}/start`,
    );
    if (!result.ok)
      return void toast({ title: 'Error', description: 'Failed to start challenge', variant: 'error' });
    toast({ title: challenge.title, description: result.data.message, variant: 'success' });
    void reload();
  }

  return (
    <div className="grid gap-8">
      {session.user && (
        <section className="card" aria-labelledby="badges-title">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="badges-title" className="section-title">
              Badges Earned
            </h2>
            {progress && (
              <p className="font-bold text-brand-800" data-points>
                ⭐ {progress.points} points
              </p>
            )}
          </div>
          {!progress ? (
            <p role="status" className="mt-2">
              Loading your badges...
            </p>
          ) : progress.badges.length === 0 ? (
            <p className="mt-2 text-slate-700">No badges yet. Complete a challenge to earn your first one!</p>
          ) : (
            <ul className="mt-3 flex flex-wrap gap-3" data-badges>
              {progress.badges.map((b) => (
                <li
                  key={b.id}
                  className="flex items-center gap-2 rounded-2xl bg-sun-100 px-3 py-2 ring-2 ring-sun-400"
                  title={b.description}
                >
                  <span aria-hidden="true" className="text-2xl">
                    {b.icon}
                  </span>
                  <span className="font-bold text-slate-900">{b.name}</span>
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
                {typeLabels[c.type] ?? '⭐ Challenge'} · {c.points} points
              </p>
              <h2 className="text-xl font-extrabold text-brand-900">{c.title}</h2>
              <p className="text-slate-800">{c.description}</p>
              {c.badge && (
                <p className="text-sm font-semibold text-slate-800">
                  Badge: <span aria-hidden="true">{c.badge.icon}</span> {c.badge.name}
                </p>
              )}
              <div className="mt-auto">
                {state && (
                  <div className="mb-2">
                    <ProgressBar
                      label={`${c.title} progress`}
                      percent={state.progress}
                      height="h-3"
                      fill="bg-leaf-600"
                    />
                  </div>
                )}
                {!session.user ? (
                  <a href="/auth/?next=%2Fchallenges%2Ftruth-quest%2F" className="btn-ghost">
                    Sign in to start
                  </a>
                ) : state?.status === 'completed' ? (
                  <p className="font-extrabold text-leaf-700" data-state="completed">
                    ✅ Completed!
                  </p>
                ) : state?.status === 'started' ? (
                  <p className="font-bold text-brand-800" data-state="started">
                    🚀 Started: keep going!
                  </p>
                ) : (
                  <button type="button" className="btn-sun" onClick={() => void start(c)}>
                    Start<span className="sr-only"> {c.title}</span>
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
