import { parse } from 'hono/utils/cookie';
import type { AppDeps } from '../context.ts';
import { sessionCookieName } from './cookies.ts';
import { checkSessionToken } from './session.ts';
import { sessionAnswerFor } from './session-answer.ts';

/** The route every page of a signed-in visitor asks (the top bar, the islands' session store). */
export const sessionPath = '/api/auth/session';

/**
 * An answer made without Hono: status, every header (security headers included) as a flat list of
 * names and values (what `res.writeHead` takes without building an object per request) and body.
 * The body is a string: Node sends a string body with the header block in one write, a Buffer in
 * a second part of a vectored write.
 */
export interface SessionFastAnswer {
  status: 200;
  headers: string[];
  body: string;
}

export type SessionFastPath = (
  method: string | undefined,
  rawUrl: string | undefined,
  cookieHeader: string | undefined,
) => Promise<SessionFastAnswer | null>;

/**
 * `GET /api/auth/session` answered before Hono's request objects, router and middlewares, with what
 * Hono's chain answers (api/routes/auth.ts): the same cookie parsing, session check, answer, headers
 * and request log line. Only the answers that write nothing are made here: null (the request then
 * goes through Hono, which reads the session again) for other methods and URLs, and for a session
 * that is forged, unknown or expired (its cookie is cleared, an expired session deleted) or due for
 * its once-a-minute touch (the last use is written, a remembered cookie sent again, a child's profile
 * marked active).
 */
export function sessionFastPath(
  deps: AppDeps,
  securityHeaders: Readonly<Record<string, string>>,
): SessionFastPath {
  const cookieName = sessionCookieName(deps.settings);
  const constant: Record<string, string> = {};
  for (const [name, value] of Object.entries(securityHeaders)) constant[name.toLowerCase()] = value;
  // What the route's c.json(answer, 200, { 'Cache-Control': 'no-store' }) adds.
  constant['content-type'] = 'application/json';
  constant['cache-control'] = 'no-store';
  const constantList = Object.entries(constant).flat();
  return async (method, rawUrl, cookieHeader) => {
    if (method !== 'GET' || rawUrl !== sessionPath) return null;
    const started = performance.now();
    // As Hono reads it: the header's value without surrounding whitespace, then its cookie parser.
    const cookie = cookieHeader?.trim();
    const token = cookie ? parse(cookie, cookieName)[cookieName] : undefined;
    let auth = null;
    if (token) {
      const check = await checkSessionToken(deps.db, token);
      if (check.state !== 'valid' || check.touch) return null;
      auth = check.found;
    }
    const body = JSON.stringify(await sessionAnswerFor(auth, deps));
    // The request log's line (api/app.ts), path only.
    deps.log.info(`GET ${sessionPath} 200 ${Math.round(performance.now() - started)}ms`);
    return {
      status: 200,
      headers: [...constantList, 'content-length', String(Buffer.byteLength(body))],
      body,
    };
  };
}
