import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** What decides whether a caller may read /metrics. */
export interface MetricsCaller {
  /** The Authorization header, if any. */
  authorization: string | undefined;
  /** Whether the request carries a proxy's forwarding header (X-Forwarded-For, Forwarded, X-Real-IP). */
  forwarded: boolean;
  /** The address of the connection (the reverse proxy's, for a proxied request). */
  remoteAddress: string | undefined;
}

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return isIPv6(address) && address === '::1';
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Compares in constant time (the digests have one length whatever the inputs). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether the caller may read /metrics: with `Authorization: Bearer <METRICS_TOKEN>` from anywhere;
 * without a token only a scraper on this machine. A request relayed by the reverse proxy also comes
 * from 127.0.0.1, so one carrying a forwarding header counts as from outside (whatever TRUST_PROXY
 * says), and a wrong token is refused even from this machine.
 */
export function mayReadMetrics(caller: MetricsCaller, token: string | null): boolean {
  if (caller.authorization !== undefined) {
    const match = /^Bearer (\S+)$/.exec(caller.authorization);
    return token !== null && match !== null && sameSecret(match[1]!, token);
  }
  return !caller.forwarded && isLoopbackAddress(caller.remoteAddress);
}
