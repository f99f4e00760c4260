import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from '../../api/auth/password.ts';

describe('password hashing (argon2id)', () => {
  it('stores a PHC string with the OWASP parameters and a random salt', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('never accepts a malformed or tampered hash', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('not-a-hash', 'correct horse battery')).toBe(false);
    expect(await verifyPassword(hash.replace('argon2id', 'argon2i'), 'correct horse battery')).toBe(false);
    const parts = hash.split('$');
    parts[5] = parts[5]!.slice(0, -2) + (parts[5]!.endsWith('AA') ? 'BB' : 'AA');
    expect(await verifyPassword(parts.join('$'), 'correct horse battery')).toBe(false);
  });
});

describe('new password rules', () => {
  it('needs at least 6 characters', () => {
    expect(passwordProblem('12345')).toBe('Password should be at least 6 characters.');
    expect(passwordProblem('sunrise-on-the-hills')).toBeNull();
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(passwordProblem('password')).toMatch(/too common/);
    expect(passwordProblem('QWERTY123')).toMatch(/too common/);
    expect(passwordProblem('jesus1')).toMatch(/too common/);
  });
});
