import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Settings } from '../../config/settings.ts';
import { rememberedInactivityLimitSeconds, sessionAbsoluteLifetimeSeconds } from './session.ts';

/** Over HTTPS the cookie is `__Host-session` (Secure, host-only); over plain HTTP in development `session`. */
export function sessionCookieName(settings: Pick<Settings, 'siteUrl'>): string {
  return isHttps(settings) ? '__Host-session' : 'session';
}

export function isHttps(settings: Pick<Settings, 'siteUrl'>): boolean {
  return settings.siteUrl.protocol === 'https:';
}

export function readSessionCookie(c: Context, settings: Settings): string | undefined {
  return getCookie(c, sessionCookieName(settings));
}

/**
 * Remembered sessions get a persistent cookie (never outliving the session's absolute lifetime,
 * `endsInSeconds`); others a browser-session cookie (no Max-Age).
 */
export function writeSessionCookie(
  c: Context,
  settings: Settings,
  token: string,
  remembered: boolean,
  endsInSeconds: number = sessionAbsoluteLifetimeSeconds,
): void {
  setCookie(c, sessionCookieName(settings), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(settings),
    ...(remembered ? { maxAge: Math.min(rememberedInactivityLimitSeconds, endsInSeconds) } : {}),
  });
}

export function clearSessionCookie(c: Context, settings: Settings): void {
  deleteCookie(c, sessionCookieName(settings), {
    path: '/',
    secure: isHttps(settings),
    httpOnly: true,
    sameSite: 'Lax',
  });
}
