import { type ReactElement, useId, useState } from 'react';
import { formatDayShort } from '../../lib/site-day.ts';
import { maxWeeklyGoal, minWeeklyGoal, type StreakSummary } from '../../lib/streaks.ts';
import { toast } from '../../stores/toasts.ts';
import { StreakWeek } from '../challenges/StreakWeek.tsx';
import { apiRequest } from '../shared/api.ts';
import { ProgressBar } from '../shared/ProgressBar.tsx';

export type ChildStreakAnswer = StreakSummary & { today: string; message: string };

const goals = Array.from({ length: maxWeeklyGoal - minWeeklyGoal + 1 }, (_, i) => i + minWeeklyGoal);
const days = (n: number): string => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * A child's gentle streak in the family view: days in a row, the week with its grace day, this
 * week's days against the weekly goal, which the parent can choose here (PUT
 * /api/family/children/:id/goal). Encouragement only, as on the child's own streak card.
 */
export function ChildStreak({
  childId,
  name,
  streak,
  onChange,
}: {
  childId: string;
  name: string;
  streak: ChildStreakAnswer;
  onChange: (streak: ChildStreakAnswer) => void;
}): ReactElement {
  const goalId = useId();
  const [saving, setSaving] = useState(false);

  async function chooseGoal(daysPerWeek: number): Promise<void> {
    setSaving(true);
    const path = `/api/family/children/${encodeURIComponent(childId)}/goal`;
    const r = await apiRequest<{ streak: ChildStreakAnswer }>('PUT', path, { daysPerWeek });
    setSaving(false);
    if (!r.ok) return void toast({ title: 'Error', description: r.message, variant: 'error' });
    onChange(r.data.streak);
    toast({
      title: 'Weekly goal saved',
      description: `${name}: ${days(daysPerWeek)} a week.`,
      variant: 'success',
    });
  }

  return (
    <div className="mt-3 grid gap-3 text-slate-800" data-child-streak={name}>
      <p>
        <strong>🔥 Streak:</strong> <span data-streak-current>{days(streak.current)}</span>
      </p>
      <p data-streak-message>{streak.message}</p>
      <StreakWeek week={streak.week} label={`${name}’s week`} />
      {streak.graceDays.length > 0 && (
        <p className="text-sm" data-grace-days>
          🕊️ Grace day: {streak.graceDays.map(formatDayShort).join(', ')}. One missed day a week keeps the
          streak.
        </p>
      )}
      <div>
        <p className="font-semibold" data-week-progress>
          This week: {streak.daysThisWeek} of {days(streak.weeklyGoal)}
        </p>
        <ProgressBar
          label={`${name}’s weekly goal`}
          percent={Math.min(100, Math.round((streak.daysThisWeek / streak.weeklyGoal) * 100))}
          height="h-3"
          fill="bg-brand-500"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={goalId} className="font-semibold">
          Weekly goal for {name}
        </label>
        <select
          id={goalId}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1"
          value={streak.weeklyGoal}
          disabled={saving}
          onChange={(e) => void chooseGoal(Number(e.target.value))}
        >
          {goals.map((n) => (
            <option key={n} value={n}>
              {days(n)} a week
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
