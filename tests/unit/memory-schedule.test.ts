import { describe, expect, it } from 'vitest';
import {
  daysUntilDue,
  isDueToday,
  MASTERED_INTERVAL_DAYS,
  newVerseCard,
  reachesMastery,
  reviewVerse,
  summarize,
  type VerseCard,
  verseStatus,
} from '../../src/lib/memory/schedule.ts';

const start = new Date('2026-03-02T16:00:00Z');
const dayMs = 24 * 3600 * 1000;
const later = (from: Date | string, days: number): Date => new Date(new Date(from).getTime() + days * dayMs);

/** Practises the verse right on each day it is due, returning each review's card. */
function practiseWhenDue(times: number): VerseCard[] {
  const cards: VerseCard[] = [];
  let card = newVerseCard(start);
  let now = start;
  for (let i = 0; i < times; i += 1) {
    card = reviewVerse(card, true, now, 'UTC');
    cards.push(card);
    now = new Date(card.due);
  }
  return cards;
}

describe('the memory verse schedule (ts-fsrs, the clock moved by the test)', () => {
  it('brings a new verse back the next day, then at growing intervals', () => {
    const cards = practiseWhenDue(5);
    const gaps = cards.map((c, i) =>
      Math.round((Date.parse(c.due) - Date.parse(i === 0 ? start.toISOString() : cards[i - 1]!.due)) / dayMs),
    );
    expect(gaps[0]).toBe(1);
    for (let i = 1; i < gaps.length; i += 1) expect(gaps[i]!).toBeGreaterThan(gaps[i - 1]!);
  });

  it('masters a verse only after correct recalls at growing intervals reach 21 days', () => {
    const cards = practiseWhenDue(7);
    const firstMastered = cards.findIndex((c) => c.masteredAt !== null);
    expect(firstMastered).toBeGreaterThan(1);
    const mastering = cards[firstMastered]!;
    expect(mastering.chainIntervalDays).toBeGreaterThanOrEqual(MASTERED_INTERVAL_DAYS);
    expect(cards[firstMastered - 1]!.chainIntervalDays).toBeLessThan(MASTERED_INTERVAL_DAYS);
    // It stays mastered.
    expect(cards.at(-1)!.masteredAt).toBe(mastering.masteredAt);
  });

  it('does not master a verse said right many times on one day', () => {
    let card = newVerseCard(start);
    for (let i = 0; i < 10; i += 1)
      card = reviewVerse(card, true, new Date(start.getTime() + i * 60_000), 'UTC');
    expect(card.masteredAt).toBeNull();
    expect(card.chainLength).toBe(1);
  });

  it('counts a verse said right several times on one day once: its next review moves as if once', () => {
    const once = reviewVerse(newVerseCard(start), true, start, 'UTC');
    let card = once;
    for (let i = 1; i < 8; i += 1)
      card = reviewVerse(card, true, new Date(start.getTime() + i * 60_000), 'UTC');
    expect(card).toEqual(once);
    expect(daysUntilDue(card, start, 'UTC')).toBe(1);
    // Eight right answers on each day it is due: the same days as one (1, 3, 8, 19, 43 in docs/features.md).
    let eightTimes = newVerseCard(start);
    let now = start;
    const days: number[] = [];
    for (let review = 0; review < 5; review += 1) {
      for (let i = 0; i < 8; i += 1) {
        eightTimes = reviewVerse(eightTimes, true, new Date(now.getTime() + i * 60_000), 'UTC');
      }
      days.push(daysUntilDue(eightTimes, now, 'UTC'));
      now = new Date(eightTimes.due);
    }
    expect(days).toEqual([1, 3, 8, 19, 43]);
  });

  it('counts a right answer after a wrong one on the same day, and a right answer on the next site day', () => {
    const right = reviewVerse(newVerseCard(start), true, start, 'UTC');
    const wrong = reviewVerse(right, false, later(start, 0.01), 'UTC');
    const rightAgain = reviewVerse(wrong, true, later(start, 0.02), 'UTC');
    expect(rightAgain.chainLength).toBe(1);
    expect(rightAgain.reps).toBe(wrong.reps + 1);
    // 16:00 UTC on the 2nd and 01:00 UTC on the 3rd are one day in New York (11:00 and 20:00 on the 2nd).
    const nextUtcDay = new Date('2026-03-03T01:00:00Z');
    expect(reviewVerse(right, true, nextUtcDay, 'America/New_York')).toEqual(right);
    expect(reviewVerse(right, true, nextUtcDay, 'UTC').reps).toBe(right.reps + 1);
  });

  it('does not master two recalls far apart without the growing run', () => {
    let card = reviewVerse(newVerseCard(start), true, start, 'UTC');
    card = reviewVerse(card, true, later(start, 30), 'UTC');
    expect(card.chainIntervalDays).toBe(30);
    expect(card.masteredAt).toBeNull();
    expect(reachesMastery(2, 30)).toBe(false);
    expect(reachesMastery(3, MASTERED_INTERVAL_DAYS)).toBe(true);
    expect(reachesMastery(3, MASTERED_INTERVAL_DAYS - 1)).toBe(false);
  });

  it('starts the run again after a wrong answer and brings the verse back the next day', () => {
    const cards = practiseWhenDue(4);
    const before = cards.at(-1)!;
    const wrongAt = new Date(before.due);
    const after = reviewVerse(before, false, wrongAt, 'UTC');
    expect(after.chainLength).toBe(0);
    expect(after.lastCorrectAt).toBeNull();
    expect(after.lapses).toBe(before.lapses + 1);
    expect(daysUntilDue(after, wrongAt, 'UTC')).toBe(1);
  });

  it('tells due today, learning and mastered in the site’s time zone', () => {
    const card = reviewVerse(newVerseCard(start), true, start, 'UTC');
    // Due 2026-03-03 16:00 UTC: still tomorrow in UTC on the 2nd, today on the 3rd.
    expect(verseStatus(card, start, 'UTC')).toBe('learning');
    expect(isDueToday(card, later(start, 0.5), 'UTC')).toBe(true);
    // 2026-03-03 16:00 UTC is 2026-03-04 03:00 in Sydney; at 2026-03-03 10:00 UTC (21:00 there) it is not due.
    expect(isDueToday(card, later(start, 0.75), 'Australia/Sydney')).toBe(false);
    expect(isDueToday(card, later(start, 1), 'Australia/Sydney')).toBe(true);
    const mastered = { ...card, masteredAt: start.toISOString() };
    expect(verseStatus(mastered, later(start, 5), 'UTC')).toBe('mastered');
    expect(summarize([newVerseCard(start), card, mastered], start, 'UTC')).toEqual({
      mastered: 1,
      learning: 2,
      dueToday: 1,
    });
  });
});
