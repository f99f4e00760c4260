/**
 * No selling to children (issue 37): prices, plans and "Upgrade" are for the account's own profile and
 * for visitors. A child learning in the family never sees them; what the family's plan does not open is
 * shown to the child as "Ask a grown-up", without a price. Every page and island asks this module.
 * It holds no words: the layout's script, on every page, stays small (the words come with the page,
 * `m.home_ask_grown_up()` written at build time, or with an island).
 */

/** Whoever a page speaks to about plans: a visitor, the account's own profile, or a child. */
export type OfferAudience = 'visitor' | 'grown-up' | 'child';

/** The part of the session the rule needs (src/stores/session.ts's state has it). */
export interface OfferSession {
  user: unknown | null;
  profile?: { kind: 'self' | 'child' } | null;
}

export function offerAudience(session: OfferSession): OfferAudience {
  if (session.user === null) return 'visitor';
  return session.profile?.kind === 'child' ? 'child' : 'grown-up';
}

/** Whether plans, prices and upgrade offers may be shown: never to a child. */
export function canSeeOffers(session: OfferSession): boolean {
  return offerAudience(session) !== 'child';
}

/**
 * The attribute <html> carries when offers must not show; CSS (src/styles/global.css) then hides every
 * element marked `data-offer` and shows every `data-ask-grown-up`. Set by src/scripts/user-area.ts.
 */
export const noOffersAttribute = 'data-no-offers';
