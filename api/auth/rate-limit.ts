/**
 * Fixed-window counters in memory (one server process). Old windows are swept as keys are used and
 * the map is capped, so it never grows without bound.
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

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 50_000 } = options;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepCountdown = 1000;

  const sweep = (t: number): void => {
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    // Still too many live keys: drop the oldest (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size <= maxKeys) break;
      windows.delete(key);
    }
  };

  const current = (key: string, t: number): { count: number; resetAt: number } | null => {
    const w = windows.get(key);
    if (!w || w.resetAt <= t) return null;
    return w;
  };

  const retryAfter = (w: { resetAt: number }, t: number): number => Math.max(1, Math.ceil((w.resetAt - t) / 1000));

  return {
    consume(key) {
      const t = now();
      if (--sweepCountdown <= 0 || windows.size > maxKeys) {
        sweep(t);
        sweepCountdown = 1000;
      }
      const w = current(key, t);
      if (!w) {
        windows.set(key, { count: 1, resetAt: t + windowMs });
        return { allowed: true, retryAfterSeconds: 0 };
      }
      if (w.count >= limit) return { allowed: false, retryAfterSeconds: retryAfter(w, t) };
      w.count += 1;
      return { allowed: true, retryAfterSeconds: 0 };
    },
    isLimited(key) {
      const t = now();
      const w = current(key, t);
      return w && w.count >= limit ? { limited: true, retryAfterSeconds: retryAfter(w, t) } : { limited: false, retryAfterSeconds: 0 };
    },
    reset(key) {
      windows.delete(key);
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
