import { describe, expect, it } from 'vitest';
import { greetingName } from '../../src/stores/session.ts';

describe('the home greeting', () => {
  it('uses the full name, else the e-mail before the at sign, else Friend', () => {
    expect(greetingName({ id: '1', email: 'sam@example.org', fullName: 'Samuel Jones' })).toBe(
      'Samuel Jones',
    );
    expect(greetingName({ id: '1', email: 'sam@example.org', fullName: '  ' })).toBe('sam');
    expect(greetingName({ id: '1', email: 'sam@example.org', fullName: null })).toBe('sam');
    expect(greetingName(null)).toBe('Friend');
  });
});
