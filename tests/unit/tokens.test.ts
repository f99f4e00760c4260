import { describe, expect, it } from 'vitest';
import { bytesEqual, randomToken, sha256Bytes, sha256Hex } from '../../api/auth/tokens.ts';

describe('token helpers', () => {
  it('compares equal bytes as equal', () => {
    expect(bytesEqual(sha256Bytes('secret'), sha256Bytes('secret'))).toBe(true);
  });

  it('compares different bytes of the same length as different (a wrong code must fail)', () => {
    expect(bytesEqual(sha256Bytes('secret'), sha256Bytes('secreT'))).toBe(false);
    expect(bytesEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
  });

  it('compares different lengths as different without throwing', () => {
    expect(bytesEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });

  it('makes unpredictable lowercase base32 tokens of the asked entropy', () => {
    const a = randomToken(20);
    expect(a).toMatch(/^[a-z2-7]{32}$/);
    expect(randomToken(20)).not.toBe(a);
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
