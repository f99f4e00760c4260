import { type ReactElement, useEffect, useState } from 'react';
import { apiRequest } from '../../client/request.ts';
import { maxWeeklyGoal, minWeeklyGoal, type StreakSummary } from '../../lib/streaks.ts';
import { loadSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { useSession } from '../shared/use-session.ts';
import { StreakWeek, WeekProgress } from './StreakWeek.tsx';

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
    if (!r.ok) return void toast({ title: 'Error', description: r.message, variant: 'error' });
    setStreak(r.data);
    toast({
      title: 'Weekly goal saved',
      description: `${daysPerWeek} ${daysPerWeek === 1 ? 'day' : 'days'} a week. You can do it!`,
      variant: 'success',
    });
  }

  return (
    <section id="streak" className="card" aria-labelledby="streak-title" data-streak-card>
      <h2 id="streak-title" className="section-title">
        🔥 My Streak
      </h2>
      {session.loading || (signedIn && !streak) ? (
        <p className="mt-3 text-slate-600">Loading your streak…</p>
      ) : !signedIn || !streak ? (
        <p className="mt-3">
          <a
            href="/auth/?next=%2Fchallenges%2Fachievements%2F"
            className="font-semibold text-brand-700 underline"
          >
            Sign in
          </a>{' '}
          to keep a streak: read a chapter, practise a verse, play a game or open the day’s devotional.
        </p>
      ) : (
        <div className="mt-3 grid gap-4">
          <p className="text-3xl font-extrabold text-brand-900" data-streak-current>
            {streak.current} {streak.current === 1 ? 'day' : 'days'}
          </p>
          <p className="text-lg" data-streak-message>
            {streak.message}
          </p>
          <StreakWeek week={streak.week} />
          <WeekProgress streak={streak} whose="your" goalLabel="Weekly goal" />
          <label className="flex flex-wrap items-center gap-2 font-semibold">
            My weekly goal
            <select
              className="rounded-lg border border-slate-300 bg-white px-2 py-1"
              value={streak.weeklyGoal}
              disabled={saving}
              onChange={(e) => void chooseGoal(Number(e.target.value))}
            >
              {Array.from({ length: maxWeeklyGoal - minWeeklyGoal + 1 }, (_, i) => i + minWeeklyGoal).map(
                (n) => (
                  <option key={n} value={n}>
                    {n} {n === 1 ? 'day' : 'days'} a week
                  </option>
                ),
              )}
            </select>
          </label>
          <p className="text-sm text-slate-700">
            Longest streak: {streak.longest} {streak.longest === 1 ? 'day' : 'days'}. Streak badges at 3, 7,
            30 and 100 days.
          </p>
        </div>
      )}
    </section>
  );
}
