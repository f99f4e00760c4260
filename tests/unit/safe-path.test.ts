import { describe, expect, it } from 'vitest';
import { safeRelativePath, trailingSlashLocation } from '../../api/static/safe-path.ts';

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

describe('trailingSlashLocation', () => {
  it('adds the slash and keeps the query', () => {
    expect(trailingSlashLocation('/about', '?x=1')).toBe('/about/?x=1');
  });

  it('never starts with two slashes, which a browser would read as another site', () => {
    expect(trailingSlashLocation('//evil.example', '')).toBe('/evil.example/');
    expect(trailingSlashLocation('///a//b', '')).toBe('/a/b/');
  });
});
