import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alternatePaths, localizedPath, pathWithoutLocale } from '../../../src/i18n/paths.ts';
import { localizedRoutes, routeOfPageFile } from '../../../src/i18n/routes.ts';
import { biblePageAlternates, chapterPagePath } from '../../../src/lib/bible/paths.ts';
import { findVersion } from '../../../src/lib/bible/versions.ts';

describe('paths in a language', () => {
  it('puts a page under its language and takes it out again', () => {
    expect(localizedPath('/about/', 'es')).toBe('/es/about/');
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/es/about/', 'en')).toBe('/about/');
    expect(localizedPath('/es/about/', 'es')).toBe('/es/about/');
    expect(localizedPath('/games/bible-bee/?level=2#top', 'es')).toBe('/es/games/bible-bee/?level=2#top');
    expect(pathWithoutLocale('/es')).toBe('/');
    expect(pathWithoutLocale('/estudio/')).toBe('/estudio/');
    expect(localizedPath('/es', 'es')).toBe('/es/');
    expect(localizedPath('/v1.2/notes/', 'es')).toBe('/es/v1.2/notes/');
  });

  it('leaves what is not a page alone', () => {
    for (const p of [
      '/api/session',
      '/media-files/a.mp3',
      '/bible-data/en-web/books.json',
      '/favicon.svg',
      '#main',
      'https://example.org/',
      '//example.org/about/',
      'about/',
      '/art/avatars/lion.svg?v=2',
    ]) {
      expect(localizedPath(p, 'es')).toBe(p);
    }
  });

  it('gives a page in every language', () => {
    expect(alternatePaths('/es/games/')).toEqual({ en: '/games/', es: '/es/games/' });
  });
});

describe('routes in every language', () => {
  it('names a page file by its route', () => {
    expect(routeOfPageFile('index.astro')).toBe('/');
    expect(routeOfPageFile('bible/[version]/[book]/index.astro')).toBe('/bible/[version]/[book]');
    expect(routeOfPageFile('wisdom/proverbs.json.ts')).toBe('/wisdom/proverbs.json');
  });

  it('routes every page under /es/ except the files that exist once', () => {
    const routes = localizedRoutes(path.resolve('src/pages'));
    const patterns = routes.map((r) => r.pattern);
    expect(patterns).toContain('/es');
    expect(patterns).toContain('/es/about');
    expect(patterns).toContain('/es/bible/[version]/[book]/[chapter]');
    expect(patterns.some((p) => p.startsWith('/es/bible-data'))).toBe(false);
    expect(patterns).not.toContain('/es/robots.txt');
  });
});

describe('Bible pages in their version language', () => {
  it('keeps English versions at /bible/ and names their counterparts', () => {
    expect(chapterPagePath('web', 'john', 3)).toBe('/bible/web/john/3/');
    const web = findVersion('web')!;
    expect(biblePageAlternates(web, 'john', 3).en).toBe('/bible/web/john/3/');
  });
});
