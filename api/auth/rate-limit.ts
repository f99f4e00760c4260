/**
 * Fixed-window counters in memory (one server process). The table is capped so it never grows
 * without bound, and an attacker cannot empty it to free a locked-out key: ended windows go first;
 * when every window is still running, the key furthest from its limit (fewest events, then oldest)
 * makes room; a key at its limit is never dropped before its window ends. When every key is at its
 * limit, a new key is refused until a window ends.
 */
export interface RateLimiter {
  /** Counts one event for `key`; false when the key was already at its limit. */
  consume(key: string): { allowed: boolean; retryAfterSeconds: number };
  /** Whether `key` is at its limit, without counting. */
  isLimited(key: string): { limited: boolean; retryAfterSeconds: number };
  reset(key: string): void;
  size(): number;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 50_000 } = options;
  // Insertion order is start order, and every window is as long: the first entry ends first.
  const windows = new Map<string, Window>();
  // Keys by their count below the limit, oldest first in each set: who makes room when full.
  const byCount = new Map<number, Set<string>>();

  const setCount = (key: string, w: Window, count: number): void => {
    byCount.get(w.count)?.delete(key);
    w.count = count;
    if (count < limit) {
      const keys = byCount.get(count) ?? new Set<string>();
      byCount.set(count, keys);
      keys.add(key);
    }
  };
  const remove = (key: string): void => {
    const w = windows.get(key);
    if (!w) return;
    byCount.get(w.count)?.delete(key);
    windows.delete(key);
  };
  const sweepEnded = (t: number): void => {
    for (const [key, w] of windows) {
      if (w.resetAt > t) break;
      remove(key);
    }
  };
  /** Drops the running key furthest from its limit; false when every key is at its limit. */
  const makeRoom = (): boolean => {
    for (let count = 1; count < limit; count++) {
      const oldest = byCount.get(count)?.values().next();
      if (oldest && !oldest.done) {
        remove(oldest.value);
        return true;
      }
    }
    return false;
  };
  const current = (key: string, t: number): Window | null => {
    const w = windows.get(key);
    return w && w.resetAt > t ? w : null;
  };
  const retryAfter = (resetAt: number, t: number): number => Math.max(1, Math.ceil((resetAt - t) / 1000));

  return {
    consume(key) {
      const t = now();
      const w = current(key, t);
      if (w) {
        if (w.count >= limit) return { allowed: false, retryAfterSeconds: retryAfter(w.resetAt, t) };
        setCount(key, w, w.count + 1);
        return { allowed: true, retryAfterSeconds: 0 };
      }
      remove(key);
      if (windows.size >= maxKeys) sweepEnded(t);
      if (windows.size >= maxKeys && !makeRoom()) {
        const firstToEnd = windows.values().next().value as Window;
        return { allowed: false, retryAfterSeconds: retryAfter(firstToEnd.resetAt, t) };
      }
      const fresh: Window = { count: 0, resetAt: t + windowMs };
      windows.set(key, fresh);
      setCount(key, fresh, 1);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    isLimited(key) {
      const t = now();
      const w = current(key, t);
      return w && w.count >= limit ? { limited: true, retryAfterSeconds: retryAfter(w.resetAt, t) } : { limited: false, retryAfterSeconds: 0 };
    },
    reset(key) {
      remove(key);
    },
    size: () => windows.size,
  };
}

const minute = 60_000;

/** The limits of the auth endpoints (README.md, "Accounts"). */
export interface AuthRateLimiters {
  /** Sign-in attempts from one address. */
  signInPerIp: RateLimiter;
  /** Failed sign-ins for one account from one address. */
  signInFailuresPerIpAccount: RateLimiter;
  /** Failed sign-ins for one account from anywhere; browsers that signed in to it before are exempt. */
  signInFailuresPerAccount: RateLimiter;
  /** Sign-ups, confirmation resends and reset requests from one address. */
  accountMailPerIp: RateLimiter;
  /** Mails of any kind to one address (no inbox flooding). */
  accountMailPerEmail: RateLimiter;
}

export function createAuthRateLimiters(now?: () => number): AuthRateLimiters {
  return {
    signInPerIp: createRateLimiter({ limit: 30, windowMs: 15 * minute, now }),
    signInFailuresPerIpAccount: createRateLimiter({ limit: 5, windowMs: 15 * minute, now }),
    signInFailuresPerAccount: createRateLimiter({ limit: 20, windowMs: 15 * minute, now }),
    accountMailPerIp: createRateLimiter({ limit: 10, windowMs: 60 * minute, now }),
    accountMailPerEmail: createRateLimiter({ limit: 3, windowMs: 60 * minute, now }),
  };
}
