import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../src/lib/safe-next-path.ts';

describe('safeNextPath', () => {
  it('keeps paths on this site', () => {
    expect(safeNextPath('/account/')).toBe('/account/');
    expect(safeNextPath('/admin/?tab=wisdom')).toBe('/admin/?tab=wisdom');
  });

  it('refuses other sites and odd forms (no open redirect)', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'account',
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});
