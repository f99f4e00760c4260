import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Settings } from '../settings.ts';
import { isHttps } from './cookies.ts';

/**
 * Browsers that signed in to an account before carry a signed mark for it. Failed sign-ins from
 * elsewhere can throttle the account, but never the child's own browser: a stranger cannot lock
 * anyone out (OWASP "device cookies").
 */
const cookieName = 'trusted_devices';
const maxAccountsPerBrowser = 5;
const cookieMaxAgeSeconds = 180 * 24 * 60 * 60;

function mark(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`device:${email}`).digest('base64url').slice(0, 32);
}

function marks(c: Context): string[] {
  return (getCookie(c, cookieName) ?? '').split('.').filter((m) => /^[A-Za-z0-9_-]{32}$/.test(m));
}

export function isTrustedDevice(c: Context, secret: string, email: string): boolean {
  const expected = Buffer.from(mark(secret, email));
  return marks(c).some((m) => timingSafeEqual(Buffer.from(m), expected));
}

export function trustDevice(c: Context, settings: Settings, secret: string, email: string): void {
  const mine = mark(secret, email);
  const kept = [mine, ...marks(c).filter((m) => m !== mine)].slice(0, maxAccountsPerBrowser);
  setCookie(c, cookieName, kept.join('.'), {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api/auth',
    secure: isHttps(settings),
    maxAge: cookieMaxAgeSeconds,
  });
}
