import { type ReactElement, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { localHref } from '../../i18n/paths.ts';
import { maxWeeklyGoal, minWeeklyGoal, type StreakSummary } from '../../lib/streaks.ts';
import { loadSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { useSession } from '../shared/use-session.ts';
import { dayCount, StreakWeek, WeekProgress } from './StreakWeek.tsx';

type StreakAnswer = StreakSummary & { today: string; message: string };

/**
 * The gentle streak: learning days in a row (one grace day a week keeps it), this week's days
 * against the weekly goal the learner chooses, and a word of encouragement (never guilt).
 */
export default function StreakCard(): ReactElement {
  const session = useSession();
  const [streak, setStreak] = useState<StreakAnswer | null>(null);
  const [saving, setSaving] = useState(false);
  const signedIn = !session.loading && session.user !== null;

  useEffect(() => {
    void loadSession();
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    void apiRequest<StreakAnswer>('GET', '/api/streak').then((r) => {
      if (r.ok) setStreak(r.data);
      else console.error('The streak could not be loaded', r.message);
    });
  }, [signedIn]);

  async function chooseGoal(daysPerWeek: number): Promise<void> {
    setSaving(true);
    const r = await apiRequest<StreakAnswer>('PUT', '/api/streak/goal', { daysPerWeek });
    setSaving(false);
    if (!r.ok) return void toast({ title: m.learn_error(), description: r.message, variant: 'error' });
    setStreak(r.data);
    toast({
      title: m.learn_streak_goal_saved(),
      description: m.learn_streak_goal_saved_line({ count: daysPerWeek }),
      variant: 'success',
    });
  }

  return (
    <section id="streak" className="card" aria-labelledby="streak-title" data-streak-card>
      <h2 id="streak-title" className="section-title">
        🔥 {m.learn_streak_title()}
      </h2>
      {session.loading || (signedIn && !streak) ? (
        <p className="mt-3 text-slate-600">{m.learn_streak_loading()}</p>
      ) : !signedIn || !streak ? (
        <p className="mt-3">
          <a
            href={`${localHref('/auth/')}?next=${encodeURIComponent(localHref('/challenges/achievements/'))}`}
            className="font-semibold text-brand-700 underline"
          >
            {m.learn_sign_in()}
          </a>{' '}
          {m.learn_streak_sign_in_to_keep()}
        </p>
      ) : (
        <div className="mt-3 grid gap-4">
          <p className="text-3xl font-extrabold text-brand-900" data-streak-current>
            {dayCount(streak.current)}
          </p>
          <p className="text-lg" data-streak-message>
            {streak.message}
          </p>
          <StreakWeek week={streak.week} />
          <WeekProgress streak={streak} whose="your" goalLabel={m.learn_streak_weekly_goal()} />
          <label className="flex flex-wrap items-center gap-2 font-semibold">
            {m.learn_streak_my_weekly_goal()}
            <select
              className="rounded-lg border border-slate-300 bg-white px-2 py-1"
              value={streak.weeklyGoal}
              disabled={saving}
              onChange={(e) => void chooseGoal(Number(e.target.value))}
            >
              {Array.from({ length: maxWeeklyGoal - minWeeklyGoal + 1 }, (_, i) => i + minWeeklyGoal).map(
                (n) => (
                  <option key={n} value={n}>
                    {m.learn_streak_days_a_week({ count: n })}
                  </option>
                ),
              )}
            </select>
          </label>
          <p className="text-sm text-slate-700">
            {m.learn_streak_longest({ days: dayCount(streak.longest) })}
          </p>
        </div>
      )}
    </section>
  );
}
