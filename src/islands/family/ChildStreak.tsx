import { type ReactElement, useId, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { maxWeeklyGoal, minWeeklyGoal, type StreakSummary } from '../../lib/streaks.ts';
import { toast } from '../../stores/toasts.ts';
import { dayCount, StreakWeek, WeekProgress } from '../challenges/StreakWeek.tsx';

export type ChildStreakAnswer = StreakSummary & { today: string; message: string };

const goals = Array.from({ length: maxWeeklyGoal - minWeeklyGoal + 1 }, (_, i) => i + minWeeklyGoal);

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
    if (!r.ok) return void toast({ title: m.family_error(), description: r.message, variant: 'error' });
    onChange(r.data.streak);
    toast({
      title: m.family_goal_saved(),
      description: m.family_goal_saved_text({ name, days: dayCount(daysPerWeek) }),
      variant: 'success',
    });
  }

  return (
    <div className="mt-3 grid gap-3 text-slate-800" data-child-streak={name}>
      <p>
        <strong>{m.family_streak()}</strong> <span data-streak-current>{dayCount(streak.current)}</span>
      </p>
      <p data-streak-message>{streak.message}</p>
      <StreakWeek week={streak.week} label={m.family_child_week({ name })} />
      <WeekProgress streak={streak} whose="the" goalLabel={m.family_child_goal({ name })} />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={goalId} className="font-semibold">
          {m.family_goal_for({ name })}
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
              {m.family_days_a_week({ days: dayCount(n) })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
