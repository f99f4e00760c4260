import { beforeEach, describe, expect, it } from 'vitest';
import { announceAwards } from '../../src/stores/awards.ts';
import { $toasts } from '../../src/stores/toasts.ts';

beforeEach(() => $toasts.set([]));

describe('announcing awards', () => {
  it('puts every new badge and achievement in one toast', () => {
    announceAwards({
      badges: [{ name: 'First Steps', icon: '👣' }],
      achievements: [
        { name: 'First Steps', icon: '📖' },
        { name: 'Challenge Accepted', icon: '🎯' },
      ],
    });
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]).toMatchObject({
      title: '🌟 You earned something new!',
      description: '👣 First Steps badge · 📖 First Steps · 🎯 Challenge Accepted',
    });
  });

  it('says nothing when nothing was earned', () => {
    announceAwards({ badges: [], achievements: [] });
    announceAwards(null);
    expect($toasts.get()).toEqual([]);
  });
});
