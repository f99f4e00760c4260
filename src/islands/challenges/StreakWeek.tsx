import type { ReactElement } from 'react';
import { formatDayShort } from '../../lib/site-day.ts';
import type { StreakSummary } from '../../lib/streaks.ts';
import { ProgressBar } from '../shared/ProgressBar.tsx';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The streak's week, Monday to Sunday: learned ✅, grace day 🕊️, rest day ○, still to come ·. */
export function StreakWeek({
  week,
  label = 'This week',
}: {
  week: StreakSummary['week'];
  label?: string;
}): ReactElement {
  return (
    <ol className="grid grid-cols-7 gap-1 text-center text-sm" aria-label={label}>
      {week.map((d, i) => (
        <li
          key={d.day}
          className={`rounded-lg p-1 ${
            d.learned ? 'bg-brand-100 font-bold' : d.grace ? 'bg-sky-100' : 'bg-slate-100'
          }`}
          data-week-day={d.day}
          data-state={d.learned ? 'learned' : d.grace ? 'grace' : d.future ? 'future' : 'open'}
        >
          <span className="block">{weekdays[i]}</span>
          <span aria-hidden="true">{d.learned ? '✅' : d.grace ? '🕊️' : d.future ? '·' : '○'}</span>
          <span className="sr-only">
            {formatDayShort(d.day)}:{' '}
            {d.learned ? 'learned' : d.grace ? 'grace day' : d.future ? 'still to come' : 'a rest day'}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** "1 day", "5 days". */
export const dayCount = (n: number): string => `${n} ${n === 1 ? 'day' : 'days'}`;

/** Under the week: the grace day used (if any) and this week's days against the weekly goal. */
export function WeekProgress({
  streak,
  whose,
  goalLabel,
}: {
  streak: Pick<StreakSummary, 'graceDays' | 'daysThisWeek' | 'weeklyGoal'>;
  /** "your" for the learner, "the" for the parent. */
  whose: string;
  goalLabel: string;
}): ReactElement {
  const graceDays = streak.graceDays.map((day) => formatDayShort(day)).join(', ');
  return (
    <>
      {streak.graceDays.length > 0 && (
        <p className="text-sm" data-grace-days>
          🕊️ Grace day: {graceDays}. One missed day a week keeps {whose} streak.
        </p>
      )}
      <div>
        <p className="font-semibold" data-week-progress>
          This week: {streak.daysThisWeek} of {dayCount(streak.weeklyGoal)}
        </p>
        <ProgressBar
          label={goalLabel}
          percent={Math.min(100, Math.round((streak.daysThisWeek / streak.weeklyGoal) * 100))}
          height="h-3"
          fill="bg-brand-500"
        />
      </div>
    </>
  );
}
