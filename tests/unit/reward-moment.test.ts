import { beforeEach, describe, expect, it } from 'vitest';
import { momentOf, rewardItems } from '../../src/lib/reward-moment.ts';
import { $celebration, celebrate, endCelebration } from '../../src/stores/celebration.ts';

describe('a reward moment', () => {
  it('names each thing earned once: the First Steps badge and achievement are one item', () => {
    expect(
      rewardItems({
        completedChallenges: [{ title: 'First Steps' }, { title: 'Gospel Runner' }],
        finishedPlans: [{ title: 'The Gospels in 30 days' }],
        planDaysDone: [{ title: 'Two happy days', day: 1 }],
        badges: [{ name: 'First Steps', icon: '👣' }],
        achievements: [{ name: 'first steps', icon: '📖' }],
      }),
    ).toEqual([
      { icon: '👣', name: 'First Steps' },
      { icon: '🏆', name: 'Gospel Runner' },
      { icon: '🎉', name: 'The Gospels in 30 days' },
      { icon: '📅', name: 'Two happy days: day 1 done' },
    ]);
    expect(rewardItems(null)).toEqual([]);
  });

  it('shows what several answers earned as one list, each thing once', () => {
    expect(
      momentOf({
        title: 'Read!',
        earned: [
          { badges: [{ name: 'First Steps', icon: '👣' }] },
          {
            achievements: [
              { name: 'First Steps', icon: '📖' },
              { name: 'Challenge Accepted', icon: '🎯' },
            ],
          },
        ],
      }),
    ).toEqual({
      title: 'Read!',
      items: [
        { icon: '👣', name: 'First Steps' },
        { icon: '🎯', name: 'Challenge Accepted' },
      ],
    });
  });
});

describe('the celebration store', () => {
  beforeEach(() => endCelebration());

  it('holds one celebration at a time: a second joins the open one, and none once it is closed', () => {
    celebrate('✅ Marked John 1 as read! 📖', { badges: [{ name: 'First Steps', icon: '👣' }] });
    celebrate('Story finished!', { achievements: [{ name: 'First Steps', icon: '📖' }] });
    expect(momentOf($celebration.get()!)).toEqual({
      title: '✅ Marked John 1 as read! 📖',
      items: [{ icon: '👣', name: 'First Steps' }],
    });
    endCelebration();
    expect($celebration.get()).toBeNull();
  });
});
