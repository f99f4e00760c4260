import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Settings } from '../../config/settings.ts';
import type { AppDatabase } from '../../db/connection.ts';
import { isDeviceTrustedFor, replaceTrustedDevice } from '../../db/queries/trusted-devices.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { isHttps } from './cookies.ts';
import { randomToken, sha256Hex } from './tokens.ts';

/**
 * Browsers that signed in to an account carry a random token for it (one for each of up to 5
 * accounts), of which only SHA-256 is stored, with the account. Failed sign-ins from elsewhere can
 * throttle the account, but never a browser it trusts: a stranger cannot lock anyone out (OWASP
 * "device cookies"). Each browser's token is its own; a password change, a reset and "sign out
 * everywhere" end them all (deleteTrustedDevices), and a sign-in renews the browser's.
 */
const cookieName = 'trusted_devices';
const maxAccountsPerBrowser = 5;
export const trustedDeviceLifetimeSeconds = 90 * 24 * 60 * 60;
const tokenPattern = /^[a-z2-7]{32}$/;

function tokensOf(c: Context): string[] {
  return (getCookie(c, cookieName) ?? '')
    .split('.')
    .filter((token) => tokenPattern.test(token))
    .slice(0, maxAccountsPerBrowser);
}

/** Whether this browser signed in to the account of `email` since its password last changed. */
export function isTrustedDevice(
  c: Context,
  db: AppDatabase,
  email: string,
  now = new Date(),
): Promise<boolean> {
  return isDeviceTrustedFor(db, email, tokensOf(c).map(sha256Hex), now);
}

/** Gives this browser a new token for the account (in place of its earlier one) after a sign-in. */
export async function trustDevice(
  c: Context,
  deps: { db: AppDatabase; settings: Settings },
  accountId: AccountId,
  now = new Date(),
): Promise<void> {
  const held = tokensOf(c);
  const token = randomToken(20);
  const expiresAt = new Date(now.getTime() + trustedDeviceLifetimeSeconds * 1000);
  const replaced = new Set(
    await replaceTrustedDevice(
      deps.db,
      { tokenHash: sha256Hex(token), accountId, expiresAt },
      held.map(sha256Hex),
      now,
    ),
  );
  const kept = held.filter((t) => !replaced.has(sha256Hex(t)));
  setCookie(c, cookieName, [token, ...kept].slice(0, maxAccountsPerBrowser).join('.'), {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api/auth',
    secure: isHttps(deps.settings),
    maxAge: trustedDeviceLifetimeSeconds,
  });
}
