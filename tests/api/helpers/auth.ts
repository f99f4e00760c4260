import { expect } from 'vitest';
import { latestMailTo } from '../../support/outbox.ts';
import type { TestApp } from './test-app.ts';

/** The `name=value` pair of a Set-Cookie header for `name`, or null; "" when it clears the cookie. */
export function cookieFrom(res: Response, name = 'session'): string | null {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key?.trim() === name) return value.join('=');
  }
  return null;
}

export function setCookieLine(res: Response, name = 'session'): string | undefined {
  return res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
}

export const defaultPassword = 'grace-and-truth-7';

/** Signs up and clicks the confirmation link from the outbox. */
export async function signUpAndConfirm(
  t: TestApp,
  email: string,
  password = defaultPassword,
  fullName?: string,
): Promise<void> {
  const res = await t.json('POST', '/api/auth/signup', { isAdult: true, email, password, fullName });
  expect(res.status).toBe(200);
  const mail = latestMailTo(t.dataDir, email, /confirm/i);
  const link = mail?.links.find((l) => l.includes('/api/auth/confirm'));
  expect(link, 'confirmation link').toBeTruthy();
  const confirm = await t.request(new URL(link!).pathname + new URL(link!).search);
  expect(confirm.headers.get('location')).toBe('/family/?welcome=1&notice=email-confirmed');
}

/** Signs in and returns the Cookie header value for later requests. */
export async function signIn(
  t: TestApp,
  email: string,
  password = defaultPassword,
  remember = true,
): Promise<string> {
  const res = await t.json('POST', '/api/auth/signin', { email, password, remember });
  expect(res.status, await res.clone().text()).toBe(200);
  return `session=${cookieFrom(res)}`;
}

/** A confirmed, signed-in user: its cookie. */
export async function newSignedInUser(t: TestApp, email: string, fullName?: string): Promise<string> {
  await signUpAndConfirm(t, email, defaultPassword, fullName);
  return signIn(t, email);
}
