import { m } from '#messages';
import { localHref } from '../i18n/paths.ts';
import { type Entitled, isTruthChallengeUnlocked, truthChallengeBannerCount } from './entitlements.ts';
import { type LockInvite, lockInvite } from './lock-invite.ts';
import type { OfferAudience } from './offers.ts';

/**
 * The four truth challenge cards, by index (the index the plan's locks and card backgrounds use).
 * Their title and line are read in the language of the page being rendered.
 */
export const truthChallengeCards = [
  {
    index: 0,
    slug: 'keep-it-real',
    get title(): string {
      return m.learn_card_keep_it_real_title();
    },
    emoji: '💬',
    get description(): string {
      return m.learn_card_keep_it_real_line();
    },
  },
  {
    index: 1,
    slug: 'truth-quest',
    get title(): string {
      return m.learn_card_truth_quest_title();
    },
    emoji: '🗺️',
    get description(): string {
      return m.learn_card_truth_quest_line();
    },
  },
  {
    index: 2,
    slug: 'memory-master',
    get title(): string {
      return m.learn_card_memory_master_title();
    },
    emoji: '🧠',
    get description(): string {
      return m.learn_card_memory_master_line();
    },
  },
  {
    index: 3,
    slug: 'achievements',
    get title(): string {
      return m.learn_card_achievements_title();
    },
    emoji: '🏆',
    get description(): string {
      return m.learn_card_achievements_line();
    },
  },
] as const;

export const truthChallengePath = (slug: string): string => `/challenges/${slug}/`;

/** Why a card is locked, or null when it is open. */
export function truthChallengeLock(who: Entitled, index: number): string | null {
  if (isTruthChallengeUnlocked(who, index)) return null;
  const anyOpen = truthChallengeCards.some((c) => isTruthChallengeUnlocked(who, c.index));
  return anyOpen ? m.learn_lock_more_challenges() : m.learn_lock_access();
}

/** The plan banner, shown only for challenge limits 1 to 3. */
export function truthChallengeBanner(who: Entitled): string | null {
  const count = truthChallengeBannerCount(who);
  return count === null ? null : m.learn_plan_banner({ count });
}

/** What a locked truth challenge card invites to (src/lib/lock-invite.ts), in the page's language. */
export function truthChallengeInvite(audience: OfferAudience, here: string, askGrownUp: string): LockInvite {
  const invite = lockInvite('challenge', audience, here, askGrownUp);
  const href = invite.href === null ? null : localHref(invite.href);
  if (audience === 'visitor') return { text: m.learn_lock_sign_in(), href };
  if (audience === 'grown-up') return { text: m.learn_lock_upgrade(), href };
  return invite;
}
