import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';

/**
 * The build the e2e server serves, in every language: each page's hreflang links and the sitemap's
 * alternates lead to pages that exist, both ways, and each page says its language in `<html lang>`.
 */
const distDir = (): string => realpathSync(path.join(process.env.E2E_DATA_DIR!, 'builds', 'current'));

function htmlFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return r === '_astro' ? [] : htmlFiles(dir, r);
    return e.name === 'index.html' ? [r] : [];
  });
}

/** The file a site URL is served from (`/es/about/` -> `es/about/index.html`). */
function fileOf(dir: string, url: string): string {
  const pathname = new URL(url, 'http://site.test').pathname;
  return path.join(dir, pathname.replace(/^\//, ''), 'index.html');
}

test('every hreflang link leads to a page that links back, in the language it names', () => {
  const dir = distDir();
  const problems: string[] = [];
  const files = htmlFiles(dir);
  expect(files.some((f) => f.startsWith('es/'))).toBe(true);
  for (const file of files) {
    const html = readFileSync(path.join(dir, file), 'utf8');
    // A redirect's stand-in page (Astro writes one for Astro.redirect) has no language.
    if (html.includes('http-equiv="refresh"')) continue;
    const lang = /<html lang="([a-z-]+)"/.exec(html)?.[1];
    const expected = file.startsWith('es/') ? 'es' : 'en';
    if (lang !== expected && file !== '404.html') problems.push(`${file}: <html lang="${lang}">`);
    const self = `/${file.replace(/index\.html$/, '')}`;
    for (const [, hreflang, href] of html.matchAll(
      /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g,
    )) {
      const target = fileOf(dir, href!);
      if (!existsSync(target)) {
        problems.push(`${file}: hreflang ${hreflang} -> ${href} does not exist`);
        continue;
      }
      if (hreflang === 'x-default') continue;
      const back = readFileSync(target, 'utf8');
      if (
        !back.includes(`hreflang="${expected}" href="`) ||
        !new RegExp(`hreflang="${expected}" href="[^"]*${self.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(
          back,
        )
      )
        problems.push(`${file}: ${href} does not link back`);
    }
  }
  expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
});

test('the sitemap lists each page with its languages, and every alternate exists', () => {
  const dir = distDir();
  const sitemaps = readdirSync(dir).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const xml = sitemaps.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('');
  const alternates = [...xml.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
  expect(alternates.some(([, l]) => l === 'es')).toBe(true);
  const missing = alternates.map(([, , href]) => href!).filter((href) => !existsSync(fileOf(dir, href)));
  expect([...new Set(missing)].slice(0, 20)).toEqual([]);
  expect(xml).toContain('/es/about/</loc>');
});
