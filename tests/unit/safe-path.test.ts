import { describe, expect, it } from 'vitest';
import { safeRelativePath } from '../../api/static/serve-build.ts';

describe('safeRelativePath', () => {
  it('maps URL paths inside the build', () => {
    expect(safeRelativePath('/about/')).toBe('about/');
    expect(safeRelativePath('/_astro/app.abc.js')).toBe('_astro/app.abc.js');
    expect(safeRelativePath('/bible/kjv/songofsolomon/2/')).toBe('bible/kjv/songofsolomon/2/');
  });

  it('refuses anything that could leave the build directory', () => {
    expect(safeRelativePath('/../etc/passwd')).toBeNull();
    expect(safeRelativePath('/a/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(safeRelativePath('/..%2f..%2fetc/passwd')).toBeNull();
    expect(safeRelativePath('/a%5c..%5cb')).toBeNull();
    expect(safeRelativePath('/x%00.html')).toBeNull();
    expect(safeRelativePath('/%E0%A4%A')).toBeNull();
  });

  it('refuses hidden files', () => {
    expect(safeRelativePath('/.lock')).toBeNull();
    expect(safeRelativePath('/images/.secret')).toBeNull();
  });
});
