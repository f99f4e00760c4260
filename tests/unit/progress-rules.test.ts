import { describe, expect, it } from 'vitest';
import {
  achievementPercent,
  earnedAchievementIds,
  type ProgressStats,
  sortAchievements,
} from '../../src/lib/achievements.ts';
import { removeDuplicateChallenges } from '../../src/lib/challenges/dedupe.ts';
import { otherChallengeMet, type UserActivity } from '../../src/lib/challenges/other-completion.ts';
import {
  masteryGoal,
  masteryPercent,
  memoryVerseId,
  normalizeReference,
} from '../../src/lib/memory-verses.ts';

describe('duplicate challenges', () => {
  it('drops later ones with the same id, the same title, or both titles containing "truth quest"', () => {
    const list = [
      { id: 'a', title: 'Read John 1-3' },
      { id: 'a', title: 'Something else' },
      { id: 'b', title: 'read john 1-3' },
      { id: 'c', title: 'The Truth Quest begins' },
      { id: 'd', title: 'Another TRUTH QUEST' },
      { id: 'e', title: 'Read Mark' },
    ];
    expect(removeDuplicateChallenges(list).map((c) => c.id)).toEqual(['a', 'c', 'e']);
  });
});

describe('non-reading challenges', () => {
  const activity = (over: Partial<UserActivity> = {}): UserActivity => ({
    gamesFinished: 0,
    masteredReferences: new Set(),
    approvedStoryCategories: [],
    ...over,
  });

  it('game_completion counts finished games, 1 by default', () => {
    expect(
      otherChallengeMet({ type: 'game_completion', games_required: 3 }, activity({ gamesFinished: 2 })),
    ).toBe(false);
    expect(
      otherChallengeMet({ type: 'game_completion', games_required: 3 }, activity({ gamesFinished: 3 })),
    ).toBe(true);
    expect(otherChallengeMet({ type: 'game_completion' }, activity({ gamesFinished: 1 }))).toBe(true);
  });

  it('memory_verse wants the named verse, or any verse', () => {
    const mastered = activity({ masteredReferences: new Set(['psalm 23:1']) });
    expect(otherChallengeMet({ type: 'memory_verse', reference: 'Psalms 23:1' }, mastered)).toBe(true);
    expect(otherChallengeMet({ type: 'memory_verse', reference: 'John 3:16' }, mastered)).toBe(false);
    expect(otherChallengeMet({ type: 'memory_verse' }, mastered)).toBe(true);
    expect(otherChallengeMet({ type: 'memory_verse' }, activity())).toBe(false);
  });

  it('story_sharing wants an approved story, of the category when named', () => {
    expect(
      otherChallengeMet({ type: 'story_sharing' }, activity({ approvedStoryCategories: ['family'] })),
    ).toBe(true);
    expect(
      otherChallengeMet(
        { type: 'story_sharing', category: 'school' },
        activity({ approvedStoryCategories: ['family'] }),
      ),
    ).toBe(false);
    expect(otherChallengeMet({ type: 'story_sharing' }, activity())).toBe(false);
  });

  it('leaves reading challenges to the reader', () => {
    expect(
      otherChallengeMet({ type: 'bible_reading', chapters_required: 1 }, activity({ gamesFinished: 9 })),
    ).toBe(false);
  });
});

describe('achievements', () => {
  const stats: ProgressStats = {
    chapters_read: 12,
    challenges_completed: 1,
    verses_mastered: 0,
    games_won: 3,
    different_games_won: 2,
    bible_stories_heard: 10,
  };
  const rules = [
    { id: 'ten-chapters', stat: 'chapters_read' as const, count: 10 },
    { id: 'fifty-chapters', stat: 'chapters_read' as const, count: 50 },
    { id: 'first-verse', stat: 'verses_mastered' as const, count: 1 },
    { id: 'first-win', stat: 'games_won' as const, count: 1 },
    { id: 'stories-10', stat: 'bible_stories_heard' as const, count: 10 },
    { id: 'stories-26', stat: 'bible_stories_heard' as const, count: 26 },
  ];

  it('are earned when the stat reaches the count', () => {
    expect(earnedAchievementIds(rules, stats)).toEqual(['ten-chapters', 'first-win', 'stories-10']);
  });

  it('show most points first, and the overall share earned', () => {
    expect(
      sortAchievements([
        { name: 'B', points: 10 },
        { name: 'A', points: 50 },
        { name: 'C', points: 10 },
      ]).map((a) => a.name),
    ).toEqual(['A', 'B', 'C']);
    expect(achievementPercent(3, 12)).toBe(25);
    expect(achievementPercent(0, 0)).toBe(0);
  });
});

describe('Memory Master', () => {
  it('fills the bar at 50 verses', () => {
    expect(masteryGoal).toBe(50);
    expect(masteryPercent(0)).toBe(0);
    expect(masteryPercent(25)).toBe(50);
    expect(masteryPercent(60)).toBe(100);
  });

  it('compares references in one form, and makes ids from them', () => {
    expect(normalizeReference(' Psalms  23:1 ')).toBe('psalm 23:1');
    expect(memoryVerseId('1 John 4:19')).toBe('1-john-4-19');
  });
});
