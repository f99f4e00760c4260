import { beforeEach, describe, expect, it } from 'vitest';
import { momentOf } from '../../src/lib/reward-moment.ts';
import { announceAwards } from '../../src/stores/awards.ts';
import { $celebration } from '../../src/stores/celebration.ts';
import { $toasts } from '../../src/stores/toasts.ts';

beforeEach(() => {
  $toasts.set([]);
  $celebration.set(null);
});

describe('announcing awards', () => {
  it('celebrates every new badge and achievement once, in one celebration and no toast', () => {
    announceAwards({
      badges: [{ name: 'First Steps', icon: '👣' }],
      achievements: [
        { name: 'First Steps', icon: '📖' },
        { name: 'Challenge Accepted', icon: '🎯' },
      ],
    });
    expect($toasts.get()).toEqual([]);
    expect(momentOf($celebration.get()!)).toEqual({
      title: '🌟 You earned something new!',
      items: [
        { icon: '👣', name: 'First Steps' },
        { icon: '🎯', name: 'Challenge Accepted' },
      ],
    });
  });

  it('says nothing when nothing was earned', () => {
    announceAwards({ badges: [], achievements: [] });
    announceAwards(null);
    expect($toasts.get()).toEqual([]);
    expect($celebration.get()).toBeNull();
  });
});
