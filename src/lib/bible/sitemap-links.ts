/**
 * The sitemap's hreflang links of a Bible book or chapter page. @astrojs/sitemap pairs `/x/` with
 * `/es/x/` only, but a version's pages exist once, in its language: `/bible/web/john/3/` pairs with
 * `/es/bible/rv1909/john/3/` (bibleHreflang), which the sitemap's `serialize` hook adds here.
 */
import { findBook } from './books.ts';
import { bibleHreflang } from './paths.ts';
import { findVersion } from './versions.ts';

export interface SitemapLink {
  url: string;
  lang: string;
}

const biblePage = /^(?:\/[a-z]{2})?\/bible\/([a-z0-9]+)\/([a-z0-9-]+)\/(?:(\d+)\/)?$/;

/** The links of a page of the site (full URL), or null when it is not a Bible book or chapter page. */
export function bibleSitemapLinks(pageUrl: string): SitemapLink[] | null {
  const url = new URL(pageUrl);
  const match = biblePage.exec(url.pathname);
  const version = match ? findVersion(match[1]!) : null;
  const book = match ? findBook(match[2]!) : null;
  if (!match || !version || !book || version.code !== match[1] || book.slug !== match[2]) return null;
  const chapter = match[3] ? Number(match[3]) : undefined;
  const alternates = bibleHreflang(version, book.slug, chapter);
  return Object.entries(alternates).map(([lang, path]) => ({ url: new URL(path, url).href, lang }));
}
