import { describe, expect, it } from 'vitest';
import {
  canAddChild,
  checkProfileName,
  childProfileSchema,
  familyMessages,
  gamesPlayedText,
  isPin,
  maxChildren,
  monthsBetween,
  publicChildName,
  retentionAction,
} from '../../src/lib/profile-rules.ts';

describe('child profile rules', () => {
  it('takes a first name or nickname and nothing that looks like an e-mail or number', () => {
    expect(checkProfileName('Ann')).toBeNull();
    expect(checkProfileName('  Mary-Jo ')).toBeNull();
    expect(checkProfileName("D'Arcy")).toBeNull();
    expect(checkProfileName('Zoë')).toBeNull();
    expect(checkProfileName('')).toBe(familyMessages.nameRequired);
    expect(checkProfileName('ann@example.org')).toBe(familyMessages.nameInvalid);
    expect(checkProfileName('0612345678')).toBe(familyMessages.nameInvalid);
    expect(checkProfileName('A'.repeat(21))).toBe(familyMessages.nameTooLong);
  });

  it('asks only a name, an avatar of the set and an age band', () => {
    expect(childProfileSchema.safeParse({ displayName: 'Ann', avatar: 'owl', ageBand: '7-9' }).success).toBe(
      true,
    );
    expect(
      childProfileSchema.safeParse({ displayName: 'Ann', avatar: 'me.png', ageBand: '7-9' }).success,
    ).toBe(false);
    expect(childProfileSchema.safeParse({ displayName: 'Ann', avatar: 'owl', ageBand: '3' }).success).toBe(
      false,
    );
    expect(
      childProfileSchema.safeParse({
        displayName: 'Ann',
        avatar: 'owl',
        ageBand: '7-9',
        birthDate: '2018-01-01',
      }).success,
    ).toBe(false);
  });

  it('allows six children at most', () => {
    expect(maxChildren).toBe(6);
    expect(canAddChild(5)).toBe(true);
    expect(canAddChild(6)).toBe(false);
  });

  it('a PIN is 4 to 8 digits', () => {
    for (const good of ['0420', '04201', '98765432']) expect(isPin(good)).toBe(true);
    for (const bad of ['123', '123456789', '12a4', ' 1234', 1234]) expect(isPin(bad)).toBe(false);
  });

  it('shows a child publicly by first name only, or as "A young reader"', () => {
    expect(publicChildName('Anna Maria', false)).toBe('Anna');
    expect(publicChildName('Anna', true)).toBe('A young reader');
    expect(publicChildName('  ', false)).toBe('A young reader');
  });

  it('retention: warns in the last month once, deletes after the limit', () => {
    const last = new Date('2024-01-15T00:00:00Z');
    expect(monthsBetween(last, new Date('2025-12-14T00:00:00Z'))).toBe(22);
    expect(retentionAction(last, 24, false, new Date('2025-12-14T00:00:00Z'))).toBe('keep');
    expect(retentionAction(last, 24, false, new Date('2025-12-15T00:00:00Z'))).toBe('warn');
    expect(retentionAction(last, 24, true, new Date('2025-12-20T00:00:00Z'))).toBe('keep');
    expect(retentionAction(last, 24, true, new Date('2026-01-15T00:00:00Z'))).toBe('delete');
  });
});

describe('gamesPlayedText', () => {
  it('names each game, not its id, with its plays and best score', () => {
    const games = [
      { gameId: 'bible-hangman', played: 8, bestScore: 630 },
      { gameId: 'retired-game', played: 1, bestScore: 10 },
    ];
    expect(gamesPlayedText(games, { 'bible-hangman': 'Bible Hangman' })).toBe(
      'Bible Hangman (8×, best 630), retired-game (1×, best 10)',
    );
  });
});
