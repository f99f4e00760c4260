import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../api/auth/rate-limit.ts';

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
});
