import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../api/auth/rate-limit.ts';
import { rateLimitKey } from '../../api/http/client-ip.ts';

describe('the rate limiter', () => {
  it('allows `limit` events per window and then says how long to wait', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3].map(() => limiter.consume('a').allowed)).toEqual([true, true, true]);
    const refused = limiter.consume('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60);
    now = 45_000;
    expect(limiter.consume('a').retryAfterSeconds).toBe(15);
    expect(limiter.isLimited('a').limited).toBe(true);
  });

  it('starts a fresh window once the old one ends', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => now });
    expect(limiter.consume('a').allowed).toBe(true);
    expect(limiter.consume('a').allowed).toBe(false);
    now = 1000;
    expect(limiter.consume('a').allowed).toBe(true);
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.consume('a');
    expect(limiter.consume('b').allowed).toBe(true);
    limiter.reset('a');
    expect(limiter.consume('a').allowed).toBe(true);
  });

  it('never holds more than maxKeys keys', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: () => now, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) {
      now += 1;
      limiter.consume(`ip-${i}`);
    }
    expect(limiter.size()).toBeLessThanOrEqual(101);
  });

  it('sweeps keys whose window has ended', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 5, windowMs: 10, now: () => now, maxKeys: 10 });
    for (let i = 0; i < 10; i++) limiter.consume(`k${i}`);
    now = 100;
    for (let i = 0; i < 2; i++) limiter.consume(`n${i}`);
    expect(limiter.size()).toBeLessThanOrEqual(11);
  });

  it('keeps a locked-out key when 50,001 other keys arrive (a full table cannot be flushed)', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 5, windowMs: 15 * 60_000, now: () => now });
    for (let i = 0; i < 5; i++) limiter.consume('victim@example.org');
    expect(limiter.consume('victim@example.org').allowed).toBe(false);
    for (let i = 0; i < 50_001; i++) {
      now += 1;
      limiter.consume(`attacker-${i}`);
    }
    expect(limiter.size()).toBeLessThanOrEqual(50_000);
    expect(limiter.isLimited('victim@example.org').limited).toBe(true);
    expect(limiter.consume('victim@example.org').allowed).toBe(false);
  });

  it('makes room by dropping the key furthest from its limit, oldest first', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => 0, maxKeys: 3 });
    limiter.consume('two');
    limiter.consume('two');
    limiter.consume('one-old');
    limiter.consume('one-new');
    limiter.consume('newcomer');
    expect(limiter.size()).toBe(3);
    // 'one-old' made room: it starts again from zero, while 'two' still has its count.
    limiter.consume('two');
    expect(limiter.isLimited('two').limited).toBe(true);
    expect(limiter.isLimited('one-new').limited).toBe(false);
  });

  it('refuses a new key while every key of a full table is at its limit, and says when to retry', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => now, maxKeys: 2 });
    limiter.consume('a');
    now = 10_000;
    limiter.consume('b');
    const refused = limiter.consume('c');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 });
    now = 60_000;
    expect(limiter.consume('c').allowed).toBe(true);
    expect(limiter.isLimited('b').limited).toBe(true);
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

