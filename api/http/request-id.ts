import { randomBytes } from 'node:crypto';

/** The header a request id comes in (from a proxy in front) and goes back out in. */
export const requestIdHeader = 'x-request-id';

/**
 * An incoming id is kept only when it is short and plain (it is echoed in a header and written to
 * the log as it is); anything else gets an id of our own.
 */
const acceptableRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/** Tells this process's ids from another's (two servers, a restart): 8 random hex digits. */
const processPrefix = randomBytes(4).toString('hex');
let issued = 0;

/**
 * This request's id: the incoming X-Request-Id when it is acceptable, else a new one made of the
 * process's prefix and a counter (no randomness or clock per request: the fast paths use it too).
 */
export function requestIdFor(incoming: string | undefined): string {
  if (incoming !== undefined && acceptableRequestId.test(incoming)) return incoming;
  issued += 1;
  return `${processPrefix}-${issued.toString(36)}`;
}
