/**
 * A group's join code: 7 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a
 * parent can copy it from a printed sheet or a whiteboard without guessing. Codes are shown and
 * stored in capitals; a typed code is read leniently (lower case, spaces and dashes ignored).
 */

/** 31 characters: the capitals without I, L and O, and the digits 2 to 9. */
export const joinCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const joinCodeLength = 7;
export const joinCodeMinLength = 6;
export const joinCodeMaxLength = 8;

const wellFormed = new RegExp(`^[${joinCodeAlphabet}]{${joinCodeMinLength},${joinCodeMaxLength}}$`);

/** A new code from random bytes (rejection sampling keeps every character equally likely). */
export function makeJoinCode(randomByte: () => number, length: number = joinCodeLength): string {
  const limit = 256 - (256 % joinCodeAlphabet.length);
  let code = '';
  while (code.length < length) {
    const byte = randomByte();
    if (byte < limit) code += joinCodeAlphabet[byte % joinCodeAlphabet.length];
  }
  return code;
}

/** A typed code as stored (capitals, no spaces or dashes), or null when it cannot be a code. */
export function normalizeJoinCode(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  return wellFormed.test(code) ? code : null;
}
