import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiterOptions, sweepRateLimits } from '../../api/auth/rate-limit.ts';
import { rateLimitKey } from '../../api/http/client-ip.ts';
import { openDatabase, type SqliteHandle } from '../../db/connection.ts';
import * as rateLimitsMigration from '../../db/migrations/022_rate_limits.ts';

// The counters live in the database: each test gets an in-memory SQLite one with the table.
let handle: SqliteHandle;
beforeEach(async () => {
  handle = openDatabase(':memory:');
  await rateLimitsMigration.up(handle.db as never);
});
afterEach(async () => {
  await handle.close();
});

const limiterOf = (options: Omit<RateLimiterOptions, 'db' | 'name'> & { name?: string }) =>
  createRateLimiter({ db: handle.db, name: 'test', ...options });

describe('the rate limiter', () => {
  it('allows `limit` events per window and then says how long to wait', async () => {
    let now = 0;
    const limiter = limiterOf({ limit: 3, windowMs: 60_000, now: () => now });
    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push((await limiter.take('a')).allowed);
    expect(allowed).toEqual([true, true, true]);
    const refused = await limiter.take('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60);
    now = 45_000;
    expect((await limiter.take('a')).retryAfterSeconds).toBe(15);
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('starts a fresh window once the old one ends', async () => {
    let now = 0;
    const limiter = limiterOf({ limit: 1, windowMs: 1000, now: () => now });
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    now = 1000;
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const limiter = limiterOf({ limit: 1, windowMs: 1000 });
    await limiter.take('a');
    expect((await limiter.take('b')).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('keeps limiters of different names apart, and shares the counts of one name', async () => {
    const one = limiterOf({ name: 'one', limit: 2, windowMs: 60_000 });
    const sameName = limiterOf({ name: 'one', limit: 2, windowMs: 60_000 });
    const other = limiterOf({ name: 'other', limit: 2, windowMs: 60_000 });
    await one.take('k');
    await sameName.take('k');
    expect((await one.take('k')).allowed).toBe(false);
    expect((await other.take('k')).allowed).toBe(true);
  });

  it('counts every event of a burst once (the upsert is atomic)', async () => {
    const limiter = limiterOf({ limit: 10, windowMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 25 }, () => limiter.take('burst')));
    expect(answers.filter((a) => a.allowed)).toHaveLength(10);
  });

  it('gives an event back: the key is below its limit again, even after a refused one', async () => {
    const limiter = limiterOf({ limit: 2, windowMs: 60_000 });
    const first = await limiter.take('a');
    await limiter.take('a');
    const refused = await limiter.take('a');
    expect(refused.allowed).toBe(false);
    await refused.giveBack();
    expect((await limiter.take('a')).allowed).toBe(false);
    await first.giveBack();
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('gives nothing back into a later window', async () => {
    let now = 0;
    const limiter = limiterOf({ limit: 1, windowMs: 1000, now: () => now });
    const old = await limiter.take('a');
    now = 1000;
    expect((await limiter.take('a')).allowed).toBe(true);
    await old.giveBack();
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('sweeps keys whose window has ended, and only those', async () => {
    let now = 0;
    const limiter = limiterOf({ limit: 5, windowMs: 10, now: () => now });
    for (let i = 0; i < 10; i++) await limiter.take(`k${i}`);
    now = 100;
    for (let i = 0; i < 2; i++) await limiter.take(`n${i}`);
    expect(await limiter.size()).toBe(12);
    expect(await sweepRateLimits(handle.db, now)).toBe(10);
    expect(await limiter.size()).toBe(2);
  });

  it('keeps a locked-out key when 5,001 other keys arrive (there is no cap to flush it through)', async () => {
    let now = 0;
    const limiter = limiterOf({ limit: 5, windowMs: 15 * 60_000, now: () => now });
    for (let i = 0; i < 5; i++) await limiter.take('victim@example.org');
    expect((await limiter.take('victim@example.org')).allowed).toBe(false);
    for (let i = 0; i < 5_001; i++) {
      now += 1;
      await limiter.take(`attacker-${i}`);
    }
    // A sweep drops no running window either.
    await sweepRateLimits(handle.db, now);
    expect((await limiter.take('victim@example.org')).allowed).toBe(false);
    expect((await limiter.take('victim@example.org')).allowed).toBe(false);
  });
});

describe('the rate-limit key of a client address', () => {
  it('counts an IPv6 client by its /64, whatever the rest of the address', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:0db8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'));
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 client, mapped into IPv6 or not, by its address', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
  });
});
