import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type AdventureState,
  applyStatChange,
  chaptersOfLevel,
  choicePoints,
  choose,
  currentChapter,
  levelUpStatTotal,
  newAdventure,
  nextChapterDelayMs,
  repeatLevelMessage,
  startNextLevel,
  statTotal,
  tick,
} from '../../../src/games/bible-adventure/logic.ts';
import { type AdventureChapter, adventureDataSchema } from '../../../src/games/bible-adventure/schema.ts';

const entry: unknown = JSON.parse(readFileSync('content/games/bible-adventure.json', 'utf8'));
const data = adventureDataSchema.parse(entry);
const chapters = data.chapters;
const t0 = 5_000;

const sum = (c: { wisdom: number; courage: number; faith: number }): number => c.wisdom + c.courage + c.faith;
/** The index of the choice with the highest (or lowest) stat sum in a chapter. */
function choiceBy(chapter: AdventureChapter, best: boolean): number {
  const sums = chapter.choices.map((c) => sum(c.stats));
  return sums.indexOf(best ? Math.max(...sums) : Math.min(...sums));
}

/** Plays the three chapters of the current level, each with the best or worst choice, waiting 2 s each. */
function playLevel(state: AdventureState, best: boolean, now: number): [AdventureState, number] {
  let s = state;
  for (let i = 0; i < 3; i++) {
    s = choose(s, chapters, choiceBy(currentChapter(s, chapters)!, best), now);
    now += nextChapterDelayMs;
    s = tick(s, chapters, now);
  }
  return [s, now];
}

describe('the Bible Adventure data', () => {
  it('has 3 levels with 3 adventures each, every one with choices', () => {
    for (const level of [1, 2, 3]) expect(chaptersOfLevel(chapters, level)).toHaveLength(3);
    expect(() => adventureDataSchema.parse({ ...data, chapters: chapters.slice(1) })).toThrow();
    const moved = chapters.map((c, i) => (i === 0 ? { ...c, level: 2 } : c));
    expect(() => adventureDataSchema.parse({ ...data, chapters: moved })).toThrow(/exactly 3 adventures/);
  });

  it('lets a player reach the level-up total with good choices but not with poor ones', () => {
    for (const level of [1, 2, 3]) {
      const level_ = chaptersOfLevel(chapters, level);
      expect(level_.reduce((t, c) => t + sum(c.choices[choiceBy(c, true)]!.stats), 0)).toBeGreaterThanOrEqual(
        levelUpStatTotal,
      );
      expect(
        level_.reduce((t, c) => t + Math.max(0, sum(c.choices[choiceBy(c, false)]!.stats)), 0),
      ).toBeLessThan(levelUpStatTotal);
    }
  });
});

describe('Bible Adventure scoring', () => {
  it('gives level x (sum of stat changes + 3) points for a choice', () => {
    expect(choicePoints(1, { wisdom: 1, courage: 2, faith: 2 })).toBe(8);
    expect(choicePoints(2, { wisdom: 1, courage: 2, faith: 2 })).toBe(16);
    expect(choicePoints(3, { wisdom: 0, courage: 1, faith: 1 })).toBe(15);
    expect(choicePoints(2, { wisdom: -1, courage: -1, faith: 0 })).toBe(2);
  });

  it('floors the points of a very poor choice at 0', () => {
    expect(choicePoints(3, { wisdom: -1, courage: -2, faith: -1 })).toBe(0);
    expect(choicePoints(1, { wisdom: -1, courage: -2, faith: -2 })).toBe(0);
    expect(choicePoints(2, { wisdom: -1, courage: -1, faith: -1 })).toBe(0);
  });

  it('never lets a stat go below 0', () => {
    expect(
      applyStatChange({ wisdom: 1, courage: 0, faith: 2 }, { wisdom: -2, courage: -1, faith: -1 }),
    ).toEqual({ wisdom: 0, courage: 0, faith: 1 });
    let s = newAdventure(t0);
    const first = currentChapter(s, chapters)!;
    s = choose(s, chapters, choiceBy(first, false), t0);
    expect(s.stats.wisdom).toBeGreaterThanOrEqual(0);
    expect(s.stats.courage).toBeGreaterThanOrEqual(0);
    expect(s.stats.faith).toBeGreaterThanOrEqual(0);
    expect(statTotal(s.stats)).toBe(0);
  });
});

describe('Bible Adventure flow', () => {
  it('shows the result and moves to the next chapter only after 2 seconds', () => {
    let s = choose(newAdventure(t0), chapters, 0, t0);
    expect(s.phase).toBe('result');
    expect(s.score).toBe(choicePoints(1, chapters[0]!.choices[0]!.stats));
    expect(choose(s, chapters, 1, t0 + 100)).toBe(s);
    expect(tick(s, chapters, t0 + nextChapterDelayMs - 1)).toBe(s);
    s = tick(s, chapters, t0 + nextChapterDelayMs);
    expect(s.phase).toBe('choosing');
    expect(currentChapter(s, chapters)!.id).toBe(chaptersOfLevel(chapters, 1)[1]!.id);
  });

  it('levels up after the third choice with a stat total of 12 or more, with fresh stats', () => {
    const [s, now] = playLevel(newAdventure(t0), true, t0);
    expect(statTotal(s.stats)).toBeGreaterThanOrEqual(12);
    expect(s.phase).toBe('levelUp');
    const next = startNextLevel(s);
    expect(next.level).toBe(2);
    expect(next.stats).toEqual({ wisdom: 0, courage: 0, faith: 0 });
    expect(next.score).toBe(s.score);
    expect(now).toBe(t0 + 3 * nextChapterDelayMs);
  });

  it('repeats the level below 12 with the spec message, keeping the points', () => {
    const [s] = playLevel(newAdventure(t0), false, t0);
    expect(s.phase).toBe('repeat');
    expect(repeatLevelMessage(1)).toBe('Level 1 complete! Build more wisdom, courage, and faith to advance!');
    const again = startNextLevel(s);
    expect(again.level).toBe(1);
    expect(again.chapterIndex).toBe(0);
    expect(again.score).toBe(s.score);
  });

  it('completes the adventure at the end of level 3, whatever the stats', () => {
    let [s, now] = playLevel(newAdventure(t0), true, t0);
    [s, now] = playLevel(startNextLevel(s), true, now);
    [s, now] = playLevel(startNextLevel(s), false, now);
    expect(s.level).toBe(3);
    expect(s.phase).toBe('complete');
    expect(s.finishedAt).toBe(now);
    expect(startNextLevel(s)).toBe(s);
  });
});
