import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/site-day.ts';
import { siteDay } from '../../src/lib/site-today.ts';
import {
  streakBadgesReached,
  streakMessage,
  streakMessageAbout,
  streakRuns,
  summarizeStreak,
  weekStart,
} from '../../src/lib/streaks.ts';

/** `n` consecutive days ending on `last`. */
const daysEnding = (last: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => addDays(last, i - n + 1));

describe('weeks', () => {
  it('start on Monday', () => {
    expect(weekStart('2025-06-04')).toBe('2025-06-02'); // Wednesday
    expect(weekStart('2025-06-02')).toBe('2025-06-02'); // Monday
    expect(weekStart('2025-06-08')).toBe('2025-06-02'); // Sunday
  });
});

describe('gentle streaks', () => {
  it('counts consecutive learning days, today or not yet today', () => {
    const days = daysEnding('2025-06-05', 4);
    expect(summarizeStreak(days, '2025-06-05')).toMatchObject({
      current: 4,
      learnedToday: true,
      graceDays: [],
    });
    // The next morning nothing is lost yet.
    expect(summarizeStreak(days, '2025-06-06')).toMatchObject({ current: 4, learnedToday: false });
  });

  it('forgives one missed day a week as a grace day', () => {
    // Mon 2 to Wed 4, missed Thu 5, Fri 6 and Sat 7.
    const days = ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-06', '2025-06-07'];
    const s = summarizeStreak(days, '2025-06-07');
    expect(s.current).toBe(5);
    expect(s.graceDays).toEqual(['2025-06-05']);
    expect(s.graceUsedThisWeek).toBe(true);
    expect(s.week.find((d) => d.day === '2025-06-05')).toMatchObject({ learned: false, grace: true });
  });

  it('keeps the streak alive the day after a missed day (yesterday is the pending grace day)', () => {
    const days = ['2025-06-02', '2025-06-03'];
    const s = summarizeStreak(days, '2025-06-05');
    expect(s.current).toBe(2);
    expect(s.graceDays).toEqual(['2025-06-04']);
    expect(streakMessage({ ...s, today: '2025-06-05' })).toMatch(/grace day/);
  });

  it('starts again after two missed days in a row', () => {
    const s = summarizeStreak(['2025-06-02', '2025-06-03'], '2025-06-06');
    expect(s.current).toBe(0);
    expect(s.longest).toBe(2);
    expect(streakMessage({ ...s, today: '2025-06-06' })).toMatch(/start a streak/);
  });

  it('allows only one grace day in the same week, but one again the next week', () => {
    // Missed Tue 3 and Thu 5: the second miss in the week ends the streak.
    const sameWeek = ['2025-06-02', '2025-06-04', '2025-06-06'];
    expect(streakRuns(sameWeek).map((r) => r.days)).toEqual([2, 1]);
    // Missed Thu 5 and, in the next week, Tue 10: both forgiven.
    const twoWeeks = ['2025-06-04', '2025-06-06', '2025-06-07', '2025-06-08', '2025-06-09', '2025-06-11'];
    const runs = streakRuns(twoWeeks);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ days: 6, graceDays: ['2025-06-05', '2025-06-10'] });
  });

  it('counts the days of this week against the weekly goal, with encouragement', () => {
    const s = summarizeStreak(['2025-06-02', '2025-06-03', '2025-06-04'], '2025-06-04', 3);
    expect(s.daysThisWeek).toBe(3);
    expect(s.weeklyGoal).toBe(3);
    expect(streakMessage({ ...s, today: '2025-06-04' })).toMatch(/reached your goal of 3 days/);
    expect(summarizeStreak([], '2025-06-04', 12).weeklyGoal).toBe(7);
  });

  it('tells a parent about their child in the same encouraging moments, never with guilt', () => {
    const about = (days: string[], today: string, goal = 3): string =>
      streakMessageAbout('Ann', {
        ...summarizeStreak(days, today, goal),
        today,
      });
    expect(about(['2025-06-02', '2025-06-03', '2025-06-04'], '2025-06-04')).toBe(
      'Ann reached the goal of 3 days this week. Wonderful!',
    );
    expect(about(['2025-06-04'], '2025-06-04', 1)).toBe(
      'Ann reached the goal of 1 day this week. Wonderful!',
    );
    expect(about([], '2025-06-04')).toBe(
      "Reading a chapter, practising a verse or playing a game starts Ann's streak!",
    );
    expect(about(['2025-06-03', '2025-06-04'], '2025-06-04')).toBe('2 days of learning. Keep shining!');
    expect(about(['2025-06-02', '2025-06-03'], '2025-06-05')).toBe(
      "Yesterday was a grace day, so Ann's streak is safe.",
    );
    expect(about(['2025-06-03'], '2025-06-04')).toBe(
      "Ann's streak is waiting. Anything learned today counts!",
    );
  });

  it('reaches the streak badges at 3, 7, 30 and 100 days', () => {
    expect(streakBadgesReached(2)).toEqual([]);
    expect(streakBadgesReached(7)).toEqual([3, 7]);
    expect(streakBadgesReached(100)).toEqual([3, 7, 30, 100]);
    const hundred = daysEnding('2025-06-30', 100);
    expect(summarizeStreak(hundred, '2025-06-30').longest).toBe(100);
  });
});

describe('streak days across time zones', () => {
  // 04:30 UTC on June 3rd is still June 2nd in Chicago, and already June 3rd in Sydney.
  const early = new Date('2025-06-03T04:30:00Z');
  // 23:30 UTC on June 3rd is June 3rd in Chicago and June 4th in Sydney.
  const late = new Date('2025-06-03T23:30:00Z');

  it('a learning day is the day in the site’s time zone', () => {
    expect(siteDay(early, 'America/Chicago')).toBe('2025-06-02');
    expect(siteDay(early, 'Australia/Sydney')).toBe('2025-06-03');
    expect(siteDay(late, 'America/Chicago')).toBe('2025-06-03');
    expect(siteDay(late, 'Australia/Sydney')).toBe('2025-06-04');
  });

  it('the same two moments are two streak days in Chicago and in Sydney, one in UTC', () => {
    for (const tz of ['America/Chicago', 'Australia/Sydney']) {
      const days = [siteDay(early, tz), siteDay(late, tz)];
      expect(summarizeStreak(days, siteDay(late, tz)).current).toBe(2);
    }
    const utc = [siteDay(early, 'UTC'), siteDay(late, 'UTC')];
    expect(summarizeStreak(utc, siteDay(late, 'UTC')).current).toBe(1);
  });

  it('a day missed in the site’s zone is a grace day there, whatever the UTC date', () => {
    const tz = 'America/Chicago';
    // Sunday June 1st evening and Tuesday June 3rd evening in Chicago (both after midnight UTC).
    const days = [new Date('2025-06-02T02:00:00Z'), new Date('2025-06-04T02:00:00Z')].map((d) =>
      siteDay(d, tz),
    );
    expect(days).toEqual(['2025-06-01', '2025-06-03']);
    const s = summarizeStreak(days, '2025-06-03');
    expect(s).toMatchObject({ current: 2, graceDays: ['2025-06-02'] });
  });
});
