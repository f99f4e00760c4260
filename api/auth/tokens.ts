import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** A random identifier or secret with `bytes` of entropy, in lowercase base32. */
export function randomToken(bytes: number): string {
  return encodeBase32LowerCaseNoPadding(new Uint8Array(randomBytes(bytes)));
}

export function sha256Bytes(text: string): Uint8Array {
  // Node's one-shot native hash (no Hash object per call): every signed-in request hashes its session secret.
  // Its Buffer is a Uint8Array already: no copy (each one is a memory block V8 tracks and sweeps).
  return hash('sha256', text, 'buffer');
}

export function sha256Hex(text: string): string {
  return encodeHexLowerCase(sha256Bytes(text));
}

/** Compares two byte strings in constant time (for equal lengths); different lengths never match. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  return timingSafeEqual(a, b);
}
