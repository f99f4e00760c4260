import type { FeatureKey } from './entitlements.ts';

/** Prompts shown where a premium feature is locked (one per gated feature key). */
export const premiumPrompts: Partial<Record<FeatureKey, { title: string; description: string }>> = {
  fullBible: {
    title: 'Unlock the Whole Bible',
    description: 'Read all 66 books and track every chapter you finish.',
  },
  allGames: {
    title: 'Unlock All 12 Games',
    description: 'Play every Bible game, from Word Search to Christian Connect.',
  },
  premiumDevotionals: {
    title: 'Unlock Premium Devotionals',
    description: 'Get the full devotional library with reflections and prayers.',
  },
  unlimitedPrayer: {
    title: 'Unlimited Prayer Requests',
    description: 'Share as many prayer requests with the community as you need.',
  },
  audioDevotionals: { title: 'Unlock Audio Devotionals', description: 'Listen to devotionals read aloud.' },
};
