import { describe, expect, it } from 'vitest';
import { lockInvite } from '../../src/lib/lock-invite.ts';
import { safeNextPath } from '../../src/lib/safe-next-path.ts';

describe('lockInvite', () => {
  it('asks a visitor to sign in and come back to the page', () => {
    expect(lockInvite('game', 'visitor', '/games/')).toEqual({
      text: 'Sign in to play',
      href: '/auth/?next=%2Fgames%2F',
    });
    const challenge = lockInvite('challenge', 'visitor', '/challenges/');
    expect(challenge.text).toBe('Sign in for more challenges');
    expect(safeNextPath(new URL(challenge.href ?? '', 'http://x').searchParams.get('next'))).toBe(
      '/challenges/',
    );
  });

  it('asks a child to ask a grown-up, with no link and no plan', () => {
    expect(lockInvite('game', 'child', '/games/')).toEqual({ text: 'Ask a grown-up', href: null });
    expect(lockInvite('challenge', 'child', '/')).toEqual({ text: 'Ask a grown-up', href: null });
  });

  it('sends a grown-up to the plans', () => {
    expect(lockInvite('game', 'grown-up', '/games/')).toEqual({
      text: 'Upgrade to play',
      href: '/subscription/',
    });
    expect(lockInvite('challenge', 'grown-up', '/')).toEqual({
      text: 'Upgrade for more challenges',
      href: '/subscription/',
    });
  });
});
