import { type Argon2Parameters, argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { commonPasswords } from './common-passwords.ts';

/** argon2id at the OWASP floor: 19 MiB, 2 passes, parallelism 1. */
const argon2Settings = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const saltBytes = 16;

/** Passwords have at least 6 characters. */
export const minPasswordLength = 6;
export const maxPasswordLength = 256;

function derive(
  password: string,
  salt: Buffer,
  params: Omit<Argon2Parameters, 'message' | 'nonce'>,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { ...params, message: password, nonce: salt }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (buf: Buffer): string => buf.toString('base64').replace(/=+$/, '');

/** Hashes a password into a PHC string: $argon2id$v=19$m=19456,t=2,p=1$salt$hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const hash = await derive(password, salt, argon2Settings);
  const { memory, passes, parallelism } = argon2Settings;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(hash)}`;
}

const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Whether the password matches the PHC hash; a malformed hash never matches. Constant-time compare. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const m = phc.exec(hash);
  if (!m) return false;
  const expected = Buffer.from(m[5]!, 'base64');
  const actual = await derive(password, Buffer.from(m[4]!, 'base64'), {
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when there is no account, so sign-in takes as long either way. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return decoyHash;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < minPasswordLength)
    return `Password should be at least ${minPasswordLength} characters.`;
  if (password.length > maxPasswordLength)
    return `Password should be at most ${maxPasswordLength} characters.`;
  if (commonPasswords.has(password.toLowerCase())) {
    return 'This password is too common and easy to guess. Please choose a different one.';
  }
  return null;
}
