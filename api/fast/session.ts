import type { SessionResponse } from '../../src/lib/session.ts';
import { cookieValue } from '../auth/cookie-value.ts';
import { sessionCookieName } from '../auth/cookies.ts';
import { checkSessionToken, checkSessionTokenNow } from '../auth/session.ts';
import { sessionAnswerFor, sessionAnswerNow } from '../auth/session-answer.ts';
import type { AppDeps } from '../context.ts';
import { requestIdFor, requestIdHeader } from '../http/request-id.ts';

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

/**
 * The answer, or null to send the request through Hono. Over SQLite (outside a transaction) the
 * answer comes at once, without a promise: the session read is synchronous there, so the request is
 * answered in the same turn of the event loop that parsed it; over PostgreSQL it comes as a promise.
 */
export type SessionFastPath = (
  method: string | undefined,
  rawUrl: string | undefined,
  cookieHeader: string | undefined,
  requestIdHeader?: string,
) => SessionFastAnswer | null | Promise<SessionFastAnswer | null>;

/**
 * `GET /api/auth/session` answered before Hono's request objects, router and middlewares, with what
 * Hono's chain answers (api/routes/auth.ts): the same cookie parsing, session check, answer, headers
 * (X-Request-Id too), request log line and metrics. Only the answers that write nothing are made
 * here: null (the request then goes through Hono, which reads the session again) for other methods
 * and URLs, and for a session that is forged, unknown or expired (its cookie is cleared, an expired
 * session deleted) or due for its once-a-minute touch (the last use is written, a remembered cookie
 * sent again, a child's profile marked active).
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
  const signedOut = sessionAnswerNow(null, deps)!;
  // The request metrics' counter and latency of this route, bound once (api/http/request-log.ts).
  const observe = deps.metrics.requestObserver('GET', sessionPath, 200);
  const answer = (response: SessionResponse, started: number, incomingId?: string): SessionFastAnswer => {
    const body = JSON.stringify(response);
    const requestId = requestIdFor(incomingId);
    const elapsed = performance.now() - started;
    observe(elapsed / 1000);
    // The request log's line (api/http/request-log.ts), path only.
    deps.log.request({ method: 'GET', path: sessionPath, status: 200, ms: Math.round(elapsed), requestId });
    return {
      status: 200,
      headers: [
        ...constantList,
        'content-length',
        String(Buffer.byteLength(body)),
        requestIdHeader,
        requestId,
      ],
      body,
    };
  };
  // The database cannot answer at once (PostgreSQL, a transaction open): the same steps, awaited.
  const later = async (
    token: string,
    started: number,
    incomingId?: string,
  ): Promise<SessionFastAnswer | null> => {
    const check = await checkSessionToken(deps.db, token);
    if (check.state !== 'valid' || check.touch) return null;
    return answer(await sessionAnswerFor(check.found, deps), started, incomingId);
  };
  return (method, rawUrl, cookieHeader, incomingId) => {
    if (method !== 'GET' || rawUrl !== sessionPath) return null;
    const started = performance.now();
    // As Hono reads it: the header's value without surrounding whitespace, then its cookie parser's rules.
    const cookie = cookieHeader?.trim();
    const token = cookie ? cookieValue(cookie, cookieName) : undefined;
    if (!token) return answer(signedOut, started, incomingId);
    const check = checkSessionTokenNow(deps.db, token);
    if (check === undefined) return later(token, started, incomingId);
    if (check.state !== 'valid' || check.touch) return null;
    const response = sessionAnswerNow(check.found, deps);
    return response ? answer(response, started, incomingId) : later(token, started, incomingId);
  };
}
