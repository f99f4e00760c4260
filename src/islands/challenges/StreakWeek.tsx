import type { ReactElement } from 'react';
import { m } from '#messages';
import { getLocale } from '../../i18n/page-locale.ts';
import { formatDayShort, formatWeekdayShort } from '../../lib/site-day.ts';
import type { StreakSummary } from '../../lib/streaks.ts';
import { ProgressBar } from '../shared/ProgressBar.tsx';

const shortDay = (day: string): string => formatDayShort(day, getLocale());

/** The streak's week, Monday to Sunday: learned ✅, grace day 🕊️, rest day ○, still to come ·. */
export function StreakWeek({
  week,
  label = m.learn_streak_this_week(),
}: {
  week: StreakSummary['week'];
  label?: string;
}): ReactElement {
  return (
    <ol className="grid grid-cols-7 gap-1 text-center text-sm" aria-label={label}>
      {week.map((d) => (
        <li
          key={d.day}
          className={`rounded-lg p-1 ${
            d.learned ? 'bg-brand-100 font-bold' : d.grace ? 'bg-sky-100' : 'bg-slate-100'
          }`}
          data-week-day={d.day}
          data-state={d.learned ? 'learned' : d.grace ? 'grace' : d.future ? 'future' : 'open'}
        >
          <span className="block">{formatWeekdayShort(d.day, getLocale())}</span>
          <span aria-hidden="true">{d.learned ? '✅' : d.grace ? '🕊️' : d.future ? '·' : '○'}</span>
          <span className="sr-only">
            {shortDay(d.day)}:{' '}
            {d.learned
              ? m.learn_streak_day_learned()
              : d.grace
                ? m.learn_streak_day_grace()
                : d.future
                  ? m.learn_streak_day_future()
                  : m.learn_streak_day_rest()}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** "1 day", "5 days". */
export const dayCount = (n: number): string => m.learn_day_count({ count: n });

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
  return (
    <>
      {streak.graceDays.length > 0 && (
        <p className="text-sm" data-grace-days>
          🕊️{' '}
          {(whose === 'your' ? m.learn_streak_grace_yours : m.learn_streak_grace_theirs)({
            days: streak.graceDays.map(shortDay).join(', '),
          })}
        </p>
      )}
      <div>
        <p className="font-semibold" data-week-progress>
          {m.learn_streak_week_progress({ done: streak.daysThisWeek, goal: dayCount(streak.weeklyGoal) })}
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
