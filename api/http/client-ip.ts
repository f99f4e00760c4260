import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The client's address, for rate limits. X-Forwarded-For is read only when TRUST_PROXY is set, and
 * then its last entry: the one our own reverse proxy added (earlier entries are the client's to forge).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
