import { describe, expect, it } from 'vitest';
import { requestIdFor } from '../../api/http/request-id.ts';

describe('request ids', () => {
  it('keeps an incoming id that is short and plain', () => {
    for (const id of ['abc', 'f3a9c2e1-7b2d-4c1e-9a3f-1b2c3d4e5f60', 'lb.01:req_42', 'x'.repeat(64)])
      expect(requestIdFor(id)).toBe(id);
  });

  it('makes its own for a missing, long or unsafe one', () => {
    for (const id of [undefined, '', 'x'.repeat(65), 'a b', 'a, b', 'a"b', '<script>', 'a\nb', 'é'])
      expect(requestIdFor(id), String(id)).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('makes a different id for every request, with the process’s prefix', () => {
    const ids = Array.from({ length: 1000 }, () => requestIdFor(undefined));
    expect(new Set(ids).size).toBe(1000);
    expect(new Set(ids.map((id) => id.split('-')[0])).size).toBe(1);
  });
});
