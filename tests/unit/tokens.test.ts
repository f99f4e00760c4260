import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomToken, sha256Bytes, sha256Hex, sha256Matches } from '../../api/auth/tokens.ts';

describe('token helpers', () => {
  it('makes unpredictable lowercase base32 tokens of the asked entropy', () => {
    const a = randomToken(20);
    expect(a).toMatch(/^[a-z2-7]{32}$/);
    expect(randomToken(20)).not.toBe(a);
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('matches a text against its SHA-256 digest only, whatever byte differs', () => {
    for (const text of ['secret', '', 'ünïcödé ✝', randomToken(20)]) {
      const digest = sha256Bytes(text);
      expect(sha256Matches(text, digest)).toBe(true);
      expect(sha256Matches(`${text}x`, digest)).toBe(false);
      // Each byte, and each bit of it (bytes above 127 included), counts.
      for (let i = 0; i < digest.length; i++) {
        for (const bit of [1, 128]) {
          const other = Uint8Array.from(digest);
          other[i]! ^= bit;
          expect(sha256Matches(text, other), `byte ${i} bit ${bit}`).toBe(false);
        }
      }
      expect(sha256Matches(text, digest.subarray(0, 31))).toBe(false);
      expect(sha256Matches(text, new Uint8Array([...digest, 0]))).toBe(false);
    }
    // Random texts and digests: the same verdict as comparing the bytes.
    for (let n = 0; n < 200; n++) {
      const text = randomBytes(12).toString('base64');
      const digest = n % 2 ? sha256Bytes(text) : new Uint8Array(randomBytes(32));
      expect(sha256Matches(text, digest)).toBe(Buffer.from(digest).equals(sha256Bytes(text)));
    }
  });
});
