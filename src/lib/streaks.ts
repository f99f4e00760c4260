/**
 * Gentle streaks (issue 19): a day counts when the learner reads a chapter, practises a verse,
 * finishes a game or opens the day's devotional, in the site's time zone. A streak survives one
 * missed day a week (a "grace day"); two missed days in a row, or a second missed day in the same
 * week, start a new streak. Weeks start on Monday. Pure: the caller passes the days and today.
 */

import { m } from '#messages';
import { baseLocale, type Locale } from '../i18n/locales.ts';
import { addDays, type Day } from './site-day.ts';

/** Streak badges: a streak of this many days earns one (the challenges `streak-N-days`). */
export const streakBadgeDays = [3, 7, 30, 100] as const;
/** The weekly goal a learner has before choosing one. */
export const defaultWeeklyGoal = 3;
export const minWeeklyGoal = 1;
export const maxWeeklyGoal = 7;

export interface StreakRun {
  /** The first and last learning day of the run. */
  start: Day;
  end: Day;
  /** Learning days in the run (grace days not counted). */
  days: number;
  /** The missed days the run forgave. */
  graceDays: Day[];
}

export interface StreakSummary {
  /** Learning days in the streak that is still going (0 when there is none). */
  current: number;
  /** The longest streak ever, in learning days. */
  longest: number;
  /** The grace days of the current streak. */
  graceDays: Day[];
  /** Whether the current streak already used this week's grace day. */
  graceUsedThisWeek: boolean;
  /** Whether today already counts. */
  learnedToday: boolean;
  /** Learning days this week (Monday to today). */
  daysThisWeek: number;
  weeklyGoal: number;
  /** The learning days of this week, Monday first, one flag a day up to Sunday. */
  week: Array<{ day: Day; learned: boolean; grace: boolean; future: boolean }>;
}

/** The Monday of the week `day` is in. */
export function weekStart(day: Day): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** Distinct days, oldest first. */
function sortedDays(days: readonly Day[]): Day[] {
  return [...new Set(days)].sort();
}

/**
 * The streaks in a learner's history, oldest first: consecutive learning days, where one missed day
 * between two learning days is forgiven as a grace day if the run has not forgiven one in that week.
 */
export function streakRuns(days: readonly Day[]): StreakRun[] {
  const runs: StreakRun[] = [];
  let run: StreakRun | null = null;
  for (const day of sortedDays(days)) {
    if (run && addDays(run.end, 1) === day) {
      run.end = day;
      run.days += 1;
      continue;
    }
    const missed = run ? addDays(run.end, 1) : null;
    if (run && missed && addDays(missed, 1) === day && !hasGraceInWeek(run, missed)) {
      run.graceDays.push(missed);
      run.end = day;
      run.days += 1;
      continue;
    }
    run = { start: day, end: day, days: 1, graceDays: [] };
    runs.push(run);
  }
  return runs;
}

function hasGraceInWeek(run: StreakRun, day: Day): boolean {
  const week = weekStart(day);
  return run.graceDays.some((g) => weekStart(g) === week);
}

/**
 * Whether a run is still going on `today`: its last day is today or yesterday, or it ended the day
 * before yesterday and yesterday can still be its grace day (then today keeps it alive).
 */
export function runIsCurrent(run: StreakRun, today: Day): { current: boolean; pendingGrace: Day | null } {
  if (run.end === today || run.end === addDays(today, -1)) return { current: true, pendingGrace: null };
  const yesterday = addDays(today, -1);
  if (run.end === addDays(today, -2) && !hasGraceInWeek(run, yesterday))
    return { current: true, pendingGrace: yesterday };
  return { current: false, pendingGrace: null };
}

/** Everything the streak card and the top bar show, for `today` in the site's time zone. */
export function summarizeStreak(
  days: readonly Day[],
  today: Day,
  weeklyGoal: number = defaultWeeklyGoal,
): StreakSummary {
  const pastDays = days.filter((d) => d <= today);
  const runs = streakRuns(pastDays);
  const last = runs.at(-1);
  const state = last ? runIsCurrent(last, today) : { current: false, pendingGrace: null };
  const graceDays = last && state.current ? [...last.graceDays] : [];
  if (state.pendingGrace) graceDays.push(state.pendingGrace);
  const monday = weekStart(today);
  const learned = new Set(pastDays);
  const week = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(monday, i);
    return { day, learned: learned.has(day), grace: graceDays.includes(day), future: day > today };
  });
  return {
    current: last && state.current ? last.days : 0,
    longest: runs.reduce((max, r) => Math.max(max, r.days), 0),
    graceDays,
    graceUsedThisWeek: graceDays.some((g) => weekStart(g) === monday),
    learnedToday: learned.has(today),
    daysThisWeek: week.filter((d) => d.learned).length,
    weeklyGoal: clampWeeklyGoal(weeklyGoal),
    week,
  };
}

export function clampWeeklyGoal(goal: number): number {
  if (!Number.isFinite(goal)) return defaultWeeklyGoal;
  return Math.min(maxWeeklyGoal, Math.max(minWeeklyGoal, Math.round(goal)));
}

/** Encouragement only: what the streak card says (never a guilt message), in `locale`. */
export function streakMessage(
  s: Pick<StreakSummary, 'current' | 'learnedToday' | 'graceDays' | 'daysThisWeek' | 'weeklyGoal'> & {
    today?: Day;
  },
  locale: Locale = baseLocale,
): string {
  const to = { locale };
  if (s.daysThisWeek >= s.weeklyGoal && s.learnedToday)
    return m.learn_streak_msg_goal_reached({ goal: s.weeklyGoal }, to);
  if (s.current === 0) return m.learn_streak_msg_start({}, to);
  if (s.learnedToday) return m.learn_streak_msg_learned_today({ count: s.current }, to);
  if (s.today && s.graceDays.includes(addDays(s.today, -1))) return m.learn_streak_msg_grace({}, to);
  return m.learn_streak_msg_waiting({}, to);
}

/**
 * The same encouragement told to a parent about their child (the family view): never guilt, and
 * the same moments as `streakMessage` (goal reached, no streak yet, learned today, a grace day).
 */
export function streakMessageAbout(
  name: string,
  s: Pick<StreakSummary, 'current' | 'learnedToday' | 'graceDays' | 'daysThisWeek' | 'weeklyGoal'> & {
    today?: Day;
  },
  locale: Locale = baseLocale,
): string {
  const to = { locale };
  if (s.daysThisWeek >= s.weeklyGoal && s.learnedToday)
    return m.learn_streak_about_goal_reached({ name, goal: s.weeklyGoal }, to);
  if (s.current === 0) return m.learn_streak_about_start({ name }, to);
  if (s.learnedToday) return m.learn_streak_msg_learned_today({ count: s.current }, to);
  if (s.today && s.graceDays.includes(addDays(s.today, -1))) return m.learn_streak_about_grace({ name }, to);
  return m.learn_streak_about_waiting({ name }, to);
}

/** The streak badge days a streak of `longest` days has reached. */
export function streakBadgesReached(longest: number): number[] {
  return streakBadgeDays.filter((d) => longest >= d);
}
