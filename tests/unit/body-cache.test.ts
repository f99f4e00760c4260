import { describe, expect, it } from 'vitest';
import { BodyCache } from '../../api/static/body-cache.ts';

const bytes = (n: number): Buffer => Buffer.alloc(n);

describe('the body cache', () => {
  it('evicts the least recently used bodies beyond its budget', () => {
    const cache = new BodyCache(10);
    cache.set('a', bytes(4));
    cache.set('b', bytes(4));
    // Hits on the same key in a row (the busy page's case) keep it the newest.
    expect(cache.get('a')?.length).toBe(4);
    expect(cache.get('a')?.length).toBe(4);
    cache.set('c', bytes(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(4);
    expect(cache.size).toBe(8);
    // b came back: c is now the oldest.
    cache.set('b', bytes(4));
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(4);
    expect(cache.get('b')?.length).toBe(4);
  });

  it('keeps nothing larger than its budget and then hits nothing stale', () => {
    const cache = new BodyCache(10);
    cache.set('a', bytes(4));
    cache.set('big', bytes(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('a', bytes(4));
    expect(cache.get('a')?.length).toBe(4);
  });

  it('replaces a body under the same key without counting it twice', () => {
    const cache = new BodyCache(10);
    cache.set('a', bytes(4));
    cache.set('a', bytes(6));
    expect(cache.size).toBe(6);
    expect(cache.get('a')?.length).toBe(6);
  });
});
