import type { OfferAudience } from './offers.ts';

/**
 * What a locked card invites the player to do: a visitor signs in (a free account opens more),
 * a grown-up looks at the plans, a child asks a grown-up (no link, no plan: src/lib/offers.ts).
 * `here` is the page to come back to after signing in; `askGrownUp` the child's words
 * (`m.home_ask_grown_up()`, written into the page at build time).
 */
export interface LockInvite {
  text: string;
  /** Null: words only, not a link. */
  href: string | null;
}

export function lockInvite(
  kind: 'game' | 'challenge',
  audience: OfferAudience,
  here: string,
  askGrownUp: string,
): LockInvite {
  if (audience === 'child') return { text: askGrownUp, href: null };
  if (audience === 'visitor') {
    return {
      text: kind === 'game' ? 'Sign in to play' : 'Sign in for more challenges',
      href: `/auth/?next=${encodeURIComponent(here)}`,
    };
  }
  return {
    text: kind === 'game' ? 'Upgrade to play' : 'Upgrade for more challenges',
    href: '/subscription/',
  };
}
