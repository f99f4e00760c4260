import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  /** Whether the site is served over HTTPS (enables HSTS and upgrade-insecure-requests). */
  https: boolean;
}

/**
 * Uploaded files get a policy of their own: an SVG opened directly must not run scripts, and
 * nothing else may load from it.
 */
export const uploadedFilePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; sandbox";

/**
 * The security headers of every answer, computed once (the same list and values Hono's
 * secureHeaders middleware made per request). The page's script-src is narrowed further by the
 * hashes in the <meta> policy Astro writes into each page (both policies apply, so the stricter
 * wins); frame-ancestors can only be sent as a header.
 */
export function securityHeaderList(options: SecurityHeaderOptions): ReadonlyArray<readonly [string, string]> {
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // Devotional audio and video may come from any https host an admin links (or /media-files).
    "media-src 'self' blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(options.https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/** The same headers as a plain object (for answers written straight to Node's response). */
export function securityHeaderObject(options: SecurityHeaderOptions): Readonly<Record<string, string>> {
  return Object.fromEntries(securityHeaderList(options));
}

/** Security headers for every answer that goes through Hono (the list is made once). */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const list = securityHeaderList(options);
  return async function securityHeadersMiddleware(c, next) {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) headers.set(name, value);
    headers.delete('X-Powered-By');
    if (c.req.path.startsWith('/media-files/')) headers.set('Content-Security-Policy', uploadedFilePolicy);
  };
}
