import { hash, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** A random identifier or secret with `bytes` of entropy, in lowercase base32. */
export function randomToken(bytes: number): string {
  return encodeBase32LowerCaseNoPadding(new Uint8Array(randomBytes(bytes)));
}

export function sha256Bytes(text: string): Uint8Array {
  // Node's one-shot native hash (no Hash object per call); its Buffer is a Uint8Array already.
  return hash('sha256', text, 'buffer');
}

export function sha256Hex(text: string): string {
  return encodeHexLowerCase(sha256Bytes(text));
}

/**
 * Whether SHA-256 of `text` is `digest`, compared in constant time (for a digest of SHA-256's
 * length): every signed-in request checks its session secret so. The hash comes as a 'binary'
 * (latin1) string, one character a byte, not as a Buffer: a Buffer per call is a memory block V8
 * tracks and sweeps, and costs 3 times the hash itself.
 */
export function sha256Matches(text: string, digest: Uint8Array): boolean {
  const hashed = hash('sha256', text, 'binary');
  if (digest.byteLength !== hashed.length) return false;
  let difference = 0;
  for (let i = 0; i < hashed.length; i++) difference |= hashed.charCodeAt(i) ^ digest[i]!;
  return difference === 0;
}
