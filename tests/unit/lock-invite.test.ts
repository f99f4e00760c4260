import { describe, expect, it } from 'vitest';
import { lockInvite } from '../../src/lib/lock-invite.ts';
import { safeNextPath } from '../../src/lib/safe-next-path.ts';

describe('lockInvite', () => {
  it('asks a visitor to sign in and come back to the page', () => {
    expect(lockInvite('game', false, '/games/')).toEqual({
      text: 'Sign in to play',
      href: '/auth/?next=%2Fgames%2F',
      note: null,
    });
    const challenge = lockInvite('challenge', false, '/challenges/');
    expect(challenge.text).toBe('Sign in for more challenges');
    expect(safeNextPath(new URL(challenge.href, 'http://x').searchParams.get('next'))).toBe('/challenges/');
  });

  it('tells a signed-in parent which plan includes it and sends them to the plans', () => {
    const note = 'Included in the Premium plan.';
    expect(lockInvite('game', true, '/games/')).toEqual({
      text: 'Upgrade to play',
      href: '/subscription/',
      note,
    });
    expect(lockInvite('challenge', true, '/')).toEqual({
      text: 'Upgrade for more challenges',
      href: '/subscription/',
      note,
    });
  });

  it('never links to "#"', () => {
    for (const kind of ['game', 'challenge'] as const)
      for (const signedIn of [false, true]) expect(lockInvite(kind, signedIn, '/x/').href).not.toMatch(/^#/);
  });
});
