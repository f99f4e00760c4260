/**
 * The Astro integration that pre-renders every page in every language: each page file of src/pages
 * is also routed under each other language's prefix (`/es/about`), with the same entry point. The
 * page's language is its path's (src/middleware.ts); a page whose paths depend on the language (the
 * Bible's chapters, in their version's language) reads `routePattern` in getStaticPaths.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { baseLocale, locales } from './locales.ts';

/** Files of src/pages that exist once, whatever the language: robots.txt and the Bible data. */
const sharedRoutes = [/^robots\.txt\.ts$/, /^bible-data\//];

/** `bible/[version]/index.astro` -> `/bible/[version]`, `index.astro` -> `/`, `a.json.ts` -> `/a.json`. */
export function routeOfPageFile(file: string): string {
  const withoutExtension = file.replace(/\.(astro|md|mdx|ts|js)$/, '');
  const route = `/${withoutExtension}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

function pageFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) return pageFiles(path.join(dir, entry.name), `${rel}/`);
    return /\.(astro|md|mdx|ts|js)$/.test(entry.name) && !entry.name.startsWith('_') ? [rel] : [];
  });
}

/** The localized routes of the site's page files: `[pattern, file]` pairs. */
export function localizedRoutes(pagesDir: string): Array<{ pattern: string; file: string }> {
  const files = pageFiles(pagesDir).filter((f) => !sharedRoutes.some((re) => re.test(f)));
  return locales
    .filter((l) => l !== baseLocale)
    .flatMap((locale) =>
      files.map((file) => {
        const route = routeOfPageFile(file);
        return { pattern: `/${locale}${route === '/' ? '' : route}`, file };
      }),
    );
}

export function pagesInEveryLanguage(root: URL): AstroIntegration {
  return {
    name: 'pages-in-every-language',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        const pagesDir = new URL('./src/pages/', root);
        for (const { pattern, file } of localizedRoutes(pagesDir.pathname)) {
          injectRoute({ pattern, entrypoint: new URL(file, pagesDir), prerender: true });
        }
      },
    },
  };
}
