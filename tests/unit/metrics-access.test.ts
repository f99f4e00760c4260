import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, mayReadMetrics } from '../../api/metrics/metrics-access.ts';

const token = 'a'.repeat(64);
const caller = (over: Partial<Parameters<typeof mayReadMetrics>[0]> = {}) => ({
  authorization: undefined,
  forwarded: false,
  remoteAddress: '127.0.0.1',
  ...over,
});

describe('who may read /metrics', () => {
  it('a scraper on this machine, with no proxy in between', () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])
      expect(mayReadMetrics(caller({ remoteAddress }), null), remoteAddress).toBe(true);
  });

  it('not a request the reverse proxy relayed (it comes from 127.0.0.1 too), nor one from elsewhere', () => {
    expect(mayReadMetrics(caller({ forwarded: true }), null)).toBe(false);
    expect(mayReadMetrics(caller({ forwarded: true }), token)).toBe(false);
    for (const remoteAddress of ['10.0.0.5', '::ffff:10.0.0.5', '2001:db8::1', '128.0.0.1', undefined])
      expect(mayReadMetrics(caller({ remoteAddress }), token), String(remoteAddress)).toBe(false);
  });

  it('anyone with the right bearer token, and nobody with a wrong one', () => {
    const from = { remoteAddress: '203.0.113.9', forwarded: true };
    expect(mayReadMetrics(caller({ ...from, authorization: `Bearer ${token}` }), token)).toBe(true);
    for (const authorization of [
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
      `Basic ${token}`,
      token,
      'Bearer ',
    ])
      expect(mayReadMetrics(caller({ ...from, authorization }), token), authorization).toBe(false);
    // A wrong token is refused from this machine too, and any token when none is set.
    expect(mayReadMetrics(caller({ authorization: 'Bearer nope' }), token)).toBe(false);
    expect(mayReadMetrics(caller({ authorization: `Bearer ${token}` }), null)).toBe(false);
  });

  it('knows loopback addresses', () => {
    expect(isLoopbackAddress('127.1.2.3')).toBe(true);
    expect(isLoopbackAddress('::2')).toBe(false);
    expect(isLoopbackAddress('localhost')).toBe(false);
  });
});
