/**
 * What a locked card invites the player to do: a visitor signs in (a free account opens more),
 * a signed-in player looks at the plans. `here` is the page to come back to after signing in.
 */
export interface LockInvite {
  text: string;
  href: string;
}

export function lockInvite(kind: 'game' | 'challenge', signedIn: boolean, here: string): LockInvite {
  if (!signedIn) {
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
