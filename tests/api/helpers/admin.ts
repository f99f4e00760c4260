import { newSignedInUser } from './auth.ts';
import type { TestApp } from './test-app.ts';

/** The admin address the content API tests configure with ADMIN_EMAILS. */
export const adminEmail = 'boss@example.org';

export interface Callers {
  admin: string;
  user: string;
}

/** Cookies of a signed-in admin and of an ordinary signed-in user. */
export async function adminAndUser(t: TestApp, prefix: string): Promise<Callers> {
  return {
    admin: await newSignedInUser(t, adminEmail),
    user: await newSignedInUser(t, `${prefix}-user@example.org`),
  };
}

/** A JSON request with a cookie, parsed. */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  method: string,
  path: string,
  cookie: string | null,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await t.json(method, path, body, cookie ? { cookie } : {});
  return { status: res.status, body: (await res.json()) as T };
}
