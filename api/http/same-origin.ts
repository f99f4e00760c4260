import type { MiddlewareHandler } from 'hono';
import { apiTexts } from './api-text.ts';
import { errorAnswer } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence (docs/architecture.md, "The server and its middleware"): every state-changing API
 * request must come from our own pages: `Sec-Fetch-Site: same-origin`, or, from browsers that do
 * not send it, an Origin equal to the site's. Webhooks are exempt (they are verified by signature).
 */
export function requireSameOrigin(
  siteOrigin: string,
  exemptPrefixes: readonly string[] = [],
): MiddlewareHandler {
  return async function sameOriginMiddleware(c, next) {
    if (safeMethods.has(c.req.method) || exemptPrefixes.some((p) => c.req.path.startsWith(p))) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const allowed = fetchSite ? fetchSite === 'same-origin' : origin === siteOrigin;
    if (!allowed) return errorAnswer(c, 403, 'cross_site', apiTexts.crossSite);
    return next();
  };
}
