import { loadSettings, type Settings } from '../../config/settings.ts';

/** Settings that pages read at build time (pages run in Node during `astro build`). */
export function siteSettings(): Settings {
  return loadSettings();
}

/** Absolute URL on the configured site for a path; pages end in "/" (directory format). */
export function absoluteUrl(pathname: string): string {
  const withSlash = /\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('/') ? pathname : `${pathname}/`;
  return new URL(withSlash, siteSettings().siteUrl).href;
}
