import { sql } from 'kysely';
import type { AppDatabase } from '../../db/connection.ts';

/**
 * Fixed-window counters in the database, so every server process sharing it counts the same
 * events: one row a (limiter, key), incremented by one atomic upsert. A window starts with the
 * key's first event and lasts `windowMs`; a key at its limit stays limited until its window ends
 * (nothing drops it early), and rows whose window has ended are swept now and then
 * (sweepRateLimits).
 *
 * An event is counted when it starts, before the (slow) work it limits: requests in flight count,
 * so a burst of parallel requests gets no more than `limit` through. A limit of failures takes an
 * event for every attempt and gives it back when the attempt did not fail.
 */
export interface RateLimiter {
  /** Counts one event for `key`; refused (and not counted) when the key was already at its limit. */
  take(key: string): Promise<TakenEvent>;
  reset(key: string): Promise<void>;
  /** Keys this limiter holds a row for (running or ended windows not yet swept). */
  size(): Promise<number>;
}

/** The answer of `take`. */
export interface TakenEvent {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Uncounts this event (an attempt that did not fail); nothing when it was refused or its window ended. */
  giveBack(): Promise<void>;
}

export interface RateLimiterOptions {
  db: AppDatabase;
  /** Names the limiter's rows: limiters with the same name share their counts. */
  name: string;
  limit: number;
  windowMs: number;
  now?: () => number;
}

const retryAfter = (endsAt: number, t: number): number => Math.max(1, Math.ceil((endsAt - t) / 1000));

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { db, name, limit, windowMs, now = Date.now } = options;
  return {
    async take(key) {
      const t = now();
      // An ended window starts afresh; a running one counts up, one past the limit at most (the
      // count past the limit marks a refused event without growing further).
      const { rows } = await sql<{ ends_at: number; hits: number }>`
        insert into rate_limits (limiter, bucket, window_start, ends_at, hits)
        values (${name}, ${key}, ${t}, ${t + windowMs}, 1)
        on conflict (limiter, bucket) do update set
          window_start = case when rate_limits.ends_at <= ${t}
            then excluded.window_start else rate_limits.window_start end,
          ends_at = case when rate_limits.ends_at <= ${t} then excluded.ends_at else rate_limits.ends_at end,
          hits = case
            when rate_limits.ends_at <= ${t} then 1
            when rate_limits.hits > ${limit} then rate_limits.hits
            else rate_limits.hits + 1
          end
        returning ends_at, hits`.execute(db);
      const row = rows[0]!;
      const endsAt = Number(row.ends_at);
      if (Number(row.hits) > limit) {
        return { allowed: false, retryAfterSeconds: retryAfter(endsAt, t), giveBack: async () => {} };
      }
      return {
        allowed: true,
        retryAfterSeconds: 0,
        // Only in the window it was counted in; the mark of a refused event goes with it.
        giveBack: async () => {
          await sql`update rate_limits
            set hits = case when hits > ${limit} then ${limit - 1} else hits - 1 end
            where limiter = ${name} and bucket = ${key} and ends_at = ${endsAt} and hits > 0`.execute(db);
        },
      };
    },
    async reset(key) {
      await db.deleteFrom('rate_limits').where('limiter', '=', name).where('bucket', '=', key).execute();
    },
    async size() {
      const row = await db
        .selectFrom('rate_limits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('limiter', '=', name)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** Deletes the counters of every limiter whose window has ended; answers how many. */
export async function sweepRateLimits(db: AppDatabase, now: number = Date.now()): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('ends_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sweeps ended windows every `everyMs` (unref'd); returns a function that stops it. */
export function scheduleRateLimitSweep(
  db: AppDatabase,
  onError: (error: unknown) => void,
  everyMs = 10 * 60_000,
): () => void {
  const timer = setInterval(() => {
    sweepRateLimits(db).catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

const minute = 60_000;

/** The limits of the auth endpoints (docs/features.md, "Accounts"). */
export interface AuthRateLimiters {
  /** Sign-in attempts from one address. */
  signInPerIp: RateLimiter;
  /** Failed sign-ins for one account from one address. */
  signInFailuresPerIpAccount: RateLimiter;
  /** Failed sign-ins for one account from anywhere; browsers that signed in to it before are exempt. */
  signInFailuresPerAccount: RateLimiter;
  /** Wrong passwords given by a signed-in account (changing the password, deleting it, setting the PIN). */
  passwordConfirmFailuresPerAccount: RateLimiter;
  /** Sign-ups, confirmation resends and reset requests from one address. */
  accountMailPerIp: RateLimiter;
  /** Mails of any kind to one address (no inbox flooding). */
  accountMailPerEmail: RateLimiter;
}

export function createAuthRateLimiters(db: AppDatabase, now?: () => number): AuthRateLimiters {
  return {
    signInPerIp: createRateLimiter({ db, name: 'sign-in-per-ip', limit: 30, windowMs: 15 * minute, now }),
    signInFailuresPerIpAccount: createRateLimiter({
      db,
      name: 'sign-in-failures-per-ip-account',
      limit: 5,
      windowMs: 15 * minute,
      now,
    }),
    signInFailuresPerAccount: createRateLimiter({
      db,
      name: 'sign-in-failures-per-account',
      limit: 20,
      windowMs: 15 * minute,
      now,
    }),
    passwordConfirmFailuresPerAccount: createRateLimiter({
      db,
      name: 'password-confirm-failures-per-account',
      limit: 10,
      windowMs: 15 * minute,
      now,
    }),
    accountMailPerIp: createRateLimiter({
      db,
      name: 'account-mail-per-ip',
      limit: 10,
      windowMs: 60 * minute,
      now,
    }),
    accountMailPerEmail: createRateLimiter({
      db,
      name: 'account-mail-per-email',
      limit: 3,
      windowMs: 60 * minute,
      now,
    }),
  };
}
