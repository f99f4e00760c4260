import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';

/**
 * The client's address. X-Forwarded-For is read only when TRUST_PROXY is set, and then its last
 * entry: the one our own reverse proxy added (earlier entries are the client's to forge).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0]!.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, null];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === null ? 0 : missing).fill('0'), ...tailGroups];
  return groups.length === 8 ? groups.map((g) => parseInt(g, 16)) : null;
}

/**
 * The key that rate limits count a client under. An IPv6 client gets a whole /64 (one home or one
 * server can rotate through billions of addresses inside it), an IPv4-mapped address counts as its
 * IPv4 address, and anything else as itself.
 */
export function rateLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The client's rate-limit key (see rateLimitKey). */
export function clientRateKey(c: Context, trustProxy: boolean): string {
  return rateLimitKey(clientIp(c, trustProxy));
}
