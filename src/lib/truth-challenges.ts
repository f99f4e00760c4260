import { type Entitled, isTruthChallengeUnlocked, truthChallengeBannerCount } from './entitlements.ts';

/** The four truth challenge cards, by index (the index the plan's locks and card backgrounds use). */
export const truthChallengeCards = [
  {
    index: 0,
    slug: 'keep-it-real',
    title: 'Keep it Real',
    emoji: '💬',
    description: 'Share how God is at work in your life, and read true stories from other kids.',
  },
  {
    index: 1,
    slug: 'truth-quest',
    title: 'Truth Quest',
    emoji: '🗺️',
    description: 'Take on Bible reading challenges and earn badges as you go.',
  },
  {
    index: 2,
    slug: 'memory-master',
    title: 'Memory Master',
    emoji: '🧠',
    description: 'Hide God’s Word in your heart and collect every verse you master.',
  },
  {
    index: 3,
    slug: 'achievements',
    title: 'Achievements',
    emoji: '🏆',
    description: 'See the achievements you have earned and the ones still waiting for you.',
  },
] as const;

export const truthChallengePath = (slug: string): string => `/challenges/${slug}/`;

/** Why a card is locked, or null when it is open. */
export function truthChallengeLock(
  who: Entitled,
  index: number,
): 'Upgrade for More Challenges' | 'Upgrade for Access' | null {
  if (isTruthChallengeUnlocked(who, index)) return null;
  const anyOpen = truthChallengeCards.some((c) => isTruthChallengeUnlocked(who, c.index));
  return anyOpen ? 'Upgrade for More Challenges' : 'Upgrade for Access';
}

/** The plan banner, shown only for challenge limits 1 to 3. */
export function truthChallengeBanner(who: Entitled): string | null {
  const count = truthChallengeBannerCount(who);
  return count === null ? null : `Your plan includes access to ${count} Truth Challenge(s)`;
}
