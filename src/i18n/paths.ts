/**
 * Paths in a language. Every page is pre-rendered in each language: English at its path, another
 * language under its code (`/about/` and `/es/about/`), except the Bible's chapter and book pages,
 * which exist once, in the language of their version (`/bible/web/john/3/`, `/es/bible/rv1909/john/3/`).
 */
import { baseLocale, isLocale, type Locale, localeOfPath, locales } from './locales.ts';
import { getLocale } from './page-locale.ts';

/** A path without its language prefix: `/es/about/` -> `/about/`, `/es` -> `/`. */
export function pathWithoutLocale(pathname: string): string {
  const first = pathname.split('/')[1];
  if (!isLocale(first) || first === baseLocale) return pathname;
  return pathname.slice(first.length + 1) || '/';
}

/**
 * A site path in a language: `localizedPath('/about/', 'es')` is `/es/about/`. Paths that are not
 * pages (the API, files, Bible data) and paths already in a language are left as they are, as are
 * anchors and full URLs.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!isPagePath(path)) return path;
  const bare = pathWithoutLocale(path);
  return locale === baseLocale ? bare : `/${locale}${bare}`;
}

/** A link to a site page in the language of the page it is on (`getLocale()`). */
export function localHref(path: string): string {
  return localizedPath(path, getLocale());
}

/**
 * Paths that are never pages: the API, uploaded files, built assets, Bible data and files with an
 * extension (a dot in the last segment). Kept small: every page that writes links loads this file.
 */
const notPages = /^\/(?:api|media-files|_astro|bible-data|icons|images|art|fonts)(?:\/|$)|\.[^/]*$/;

/** A site path (`/...`, not `//host`) that names a page. */
function isPagePath(path: string): boolean {
  return /^\/(?!\/)/.test(path) && !notPages.test(path.split(/[?#]/)[0]!);
}

/** The same page in every language (for hreflang links, the sitemap and the language switch). */
export function alternatePaths(pathname: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, localizedPath(pathname, l)])) as Record<Locale, string>;
}

/** The language of a route pattern as Astro gives it to getStaticPaths (`/es/bible/[version]`). */
export const localeOfRoute = localeOfPath;
