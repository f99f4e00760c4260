import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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
 * Security headers for every answer. The page's script-src is narrowed further by the hashes in
 * the <meta> policy Astro writes into each page (both policies apply, so the stricter wins);
 * frame-ancestors can only be sent as a header.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const self = "'self'";
  const common = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [self],
      scriptSrc: [self, "'unsafe-inline'"],
      styleSrc: [self, "'unsafe-inline'"],
      imgSrc: [self, 'data:', 'blob:'],
      // Devotional audio and video may come from any https host an admin links (or /media-files).
      mediaSrc: [self, 'blob:', 'https:'],
      fontSrc: [self],
      connectSrc: [self],
      objectSrc: ["'none'"],
      baseUri: [self],
      formAction: [self],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
  return async function securityHeadersMiddleware(c, next) {
    await common(c, next);
    if (c.req.path.startsWith('/media-files/'))
      c.res.headers.set('Content-Security-Policy', uploadedFilePolicy);
  };
}
