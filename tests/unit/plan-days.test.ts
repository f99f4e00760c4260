import { describe, expect, it } from 'vitest';
import { builtInReadingPlans } from '../../db/seeds/streaks-and-plans.ts';
import { otherChallengeMet } from '../../src/lib/challenges/other-completion.ts';
import { buildReadingMap } from '../../src/lib/reading-map.ts';
import {
  checkPlanInput,
  completedPlanDays,
  parsePassage,
  passageLabel,
  planPassages,
  planProgress,
} from '../../src/lib/reading-plans.ts';

describe('passages', () => {
  it('reads chapters and verse ranges, Psalm or Psalms', () => {
    expect(parsePassage('Mark 1')).toEqual({ book: 'mark', bookName: 'Mark', chapter: 1 });
    expect(parsePassage('psalm 23')).toMatchObject({ book: 'psalms', chapter: 23 });
    const p = parsePassage('1 John 4:7-12');
    expect(p).toMatchObject({ book: '1john', chapter: 4, verses: { from: 7, to: 12 } });
    expect(passageLabel(p as never)).toBe('1 John 4:7-12');
  });

  it('says what is wrong with a passage that is not in the Bible', () => {
    expect(parsePassage('John 99')).toEqual({ error: 'John has 21 chapters, not 99.' });
    expect(parsePassage('Hezekiah 1')).toEqual({ error: 'There is no book called "Hezekiah" in the Bible.' });
    expect(parsePassage('Mark')).toHaveProperty('error');
  });

  it('checks an admin’s plan: one line a day, passages separated by ";"', () => {
    const ok = checkPlanInput({
      id: 'two-days',
      title: 'Two',
      description: 'A test.',
      daysText: 'Mark 1; Mark 2\n\nMark 3\n',
    });
    expect(ok).toEqual({
      plan: {
        id: 'two-days',
        title: 'Two',
        description: 'A test.',
        days: [['Mark 1', 'Mark 2'], ['Mark 3']],
      },
    });
    const bad = checkPlanInput({ id: 'Bad Id', title: '', description: 'x', daysText: 'Mark 1\nJohn 99' });
    expect('errors' in bad && bad.errors).toEqual([
      expect.stringMatching(/id/),
      expect.stringMatching(/title/),
      'Day 2: John has 21 chapters, not 99.',
    ]);
  });
});

describe('plan day completion', () => {
  const days = planPassages([['Mark 1'], ['Mark 2', 'Mark 3'], ['Psalm 23:1-3', 'Psalms 23:4-6']]);
  const started = '2025-06-02T10:00:00.000Z';

  it('a day is done when every chapter it names was marked read since the start', () => {
    const marks = [
      { book: 'mark', chapter: 1, completedAt: '2025-06-02T11:00:00.000Z' },
      { book: 'mark', chapter: 2, completedAt: '2025-06-03T11:00:00.000Z' },
      // Read before the plan started: does not count.
      { book: 'mark', chapter: 3, completedAt: '2025-06-01T11:00:00.000Z' },
      { book: 'psalms', chapter: 23, completedAt: '2025-06-04T11:00:00.000Z' },
    ];
    expect(completedPlanDays(days, marks, started)).toEqual([true, false, true]);
  });

  it('"Today" is the first day not done, catching up is allowed, and the plan finishes when all are done', () => {
    expect(planProgress([false, false, false], '2025-06-02', '2025-06-02')).toMatchObject({
      scheduledDay: 1,
      todayDay: 1,
      behind: 0,
      finished: false,
    });
    // Three days later with only day 1 read: day 2 is today's reading, one day behind.
    expect(planProgress([true, false, false], '2025-06-02', '2025-06-05')).toMatchObject({
      scheduledDay: 3,
      todayDay: 2,
      behind: 1,
      daysDone: 1,
      percent: 33,
    });
    // Days can be read ahead, out of order.
    expect(planProgress([false, true, true], '2025-06-02', '2025-06-02')).toMatchObject({ todayDay: 1 });
    expect(planProgress([true, true, true], '2025-06-02', '2025-06-03')).toMatchObject({
      finished: true,
      todayDay: null,
      percent: 100,
    });
  });
});

describe('reading map', () => {
  it('has the 66 books and 1,189 chapters with a share per book and testament', () => {
    const map = buildReadingMap([
      { book: 'john', chapter: 3 },
      { book: 'john', chapter: 1 },
      { book: 'john', chapter: 1 },
      { book: 'obadiah', chapter: 1 },
      { book: 'nosuchbook', chapter: 1 },
      { book: 'john', chapter: 99 },
    ]);
    expect(map.books).toHaveLength(66);
    expect(map.total).toEqual({ read: 3, chapters: 1189, percent: 1 });
    expect(map.books.find((b) => b.slug === 'john')).toMatchObject({
      read: [1, 3],
      chapters: 21,
      percent: 9,
    });
    expect(map.books.find((b) => b.slug === 'obadiah')?.percent).toBe(100);
    expect(map.testaments.OT).toEqual({ read: 1, chapters: 929, percent: 1 });
    expect(map.testaments.NT).toEqual({ read: 2, chapters: 260, percent: 1 });
  });
});

describe('built-in plans and their challenges', () => {
  it('ship at least six plans whose every passage is in the Bible', () => {
    const plans = builtInReadingPlans();
    expect(plans.length).toBeGreaterThanOrEqual(6);
    expect(plans.find((p) => p.id === 'gospel-of-mark-16-days')?.days).toHaveLength(16);
    for (const plan of plans) expect(() => planPassages(plan.days)).not.toThrow();
  });

  it('streak and plan challenges are met by the longest streak and the finished plans', () => {
    const activity = {
      gamesFinished: 0,
      masteredReferences: new Set<string>(),
      approvedStoryCategories: [],
      longestStreak: 7,
      finishedPlans: new Set(['christmas-story-7-days']),
    };
    expect(otherChallengeMet({ type: 'streak', days: 7 }, activity)).toBe(true);
    expect(otherChallengeMet({ type: 'streak', days: 30 }, activity)).toBe(false);
    expect(otherChallengeMet({ type: 'reading_plan' }, activity)).toBe(true);
    expect(otherChallengeMet({ type: 'reading_plan', plan: 'life-of-jesus-30-days' }, activity)).toBe(false);
    expect(otherChallengeMet({ type: 'reading_plan' }, { ...activity, finishedPlans: new Set() })).toBe(
      false,
    );
  });
});
