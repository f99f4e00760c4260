import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../api/family/summary-unsubscribe.ts';
import type { AccountId } from '../../src/lib/ids.ts';

const secret = 'k'.repeat(52);

describe('unsubscribe tokens', () => {
  it('name the account they were signed for, with no expiry', () => {
    expect(verifyUnsubscribeToken(secret, signUnsubscribeToken(secret, 'abc123' as AccountId))).toBe(
      'abc123',
    );
  });

  it('refuse a token signed with another key, for another account, altered or malformed', () => {
    const token = signUnsubscribeToken(secret, 'abc123' as AccountId);
    const signature = token.split('.')[1]!;
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const bad of [
      signUnsubscribeToken('other-key', 'abc123' as AccountId),
      `other.${signature}`,
      `abc123.${flipped}`,
      `abc123.${signature}x`,
      `abc123.${signature.slice(0, -1)}`,
      'abc123',
      `.${signature}`,
      '',
    ]) {
      expect(verifyUnsubscribeToken(secret, bad)).toBeNull();
    }
  });
});
