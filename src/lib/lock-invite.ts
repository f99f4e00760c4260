import { m } from '../paraglide/messages.js';

/**
 * What a locked card invites the player to do: a visitor signs in (a free account opens more),
 * a signed-in parent reads which plan includes it and looks at the plans. `here` is the page to come
 * back to after signing in. Every locked item is in the Premium plan (and Annual, the same plan paid
 * by the year), so that is the plan the note names.
 */
export interface LockInvite {
  text: string;
  href: string;
  /** For a signed-in parent: the plan that includes the locked item; null for a visitor. */
  note: string | null;
}

export function lockInvite(kind: 'game' | 'challenge', signedIn: boolean, here: string): LockInvite {
  if (!signedIn) {
    return {
      text: kind === 'game' ? 'Sign in to play' : 'Sign in for more challenges',
      href: `/auth/?next=${encodeURIComponent(here)}`,
      note: null,
    };
  }
  return {
    text: kind === 'game' ? 'Upgrade to play' : 'Upgrade for more challenges',
    href: '/subscription/',
    note: m.games_locked_included(),
  };
}
