import { describe, expect, it } from 'vitest';
import { lockInvite } from '../../src/lib/lock-invite.ts';
import { safeNextPath } from '../../src/lib/safe-next-path.ts';

const ask = 'Ask a grown-up';

describe('lockInvite', () => {
  it('asks a visitor to sign in and come back to the page', () => {
    expect(lockInvite('game', 'visitor', '/games/', ask)).toEqual({
      text: 'Sign in to play',
      href: '/auth/?next=%2Fgames%2F',
    });
    const challenge = lockInvite('challenge', 'visitor', '/challenges/', ask);
    expect(challenge.text).toBe('Sign in for more challenges');
    expect(safeNextPath(new URL(challenge.href ?? '', 'http://x').searchParams.get('next'))).toBe(
      '/challenges/',
    );
  });

  it('asks a child to ask a grown-up, with no link and no plan', () => {
    expect(lockInvite('game', 'child', '/games/', ask)).toEqual({ text: 'Ask a grown-up', href: null });
    expect(lockInvite('challenge', 'child', '/', ask)).toEqual({ text: 'Ask a grown-up', href: null });
  });

  it('sends a grown-up to the plans', () => {
    expect(lockInvite('game', 'grown-up', '/games/', ask)).toEqual({
      text: 'Upgrade to play',
      href: '/subscription/',
    });
    expect(lockInvite('challenge', 'grown-up', '/', ask)).toEqual({
      text: 'Upgrade for more challenges',
      href: '/subscription/',
    });
  });

  it('never links to "#"', () => {
    for (const kind of ['game', 'challenge'] as const)
      for (const audience of ['visitor', 'grown-up', 'child'] as const)
        expect(lockInvite(kind, audience, '/x/', ask).href ?? '').not.toMatch(/^#/);
  });
});
