/**
 * The web app manifest, one a language (/manifest.webmanifest, /es/manifest.webmanifest, each linked
 * from the pages in its language): what a phone or computer needs to install the site as an app that
 * opens on its own, without the browser's bars, starting on the home page in that language.
 */

import { m } from '#messages';
import { baseLocale, type Locale } from '../i18n/locales.ts';
import { localizedPath } from '../i18n/paths.ts';

export const appThemeColor = '#0c5b99';
export const appBackgroundColor = '#eef8ff';

/** The short name under an installed icon: the site name while it fits (12 characters), else its initials. */
export function shortAppName(siteName: string): string {
  const name = siteName.trim();
  if (name.length <= 12) return name;
  const initials = name
    .split(/\s+/)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return initials.length >= 2 ? initials.slice(0, 12) : name.slice(0, 12);
}

/** Where the manifest of a language is served: `/manifest.webmanifest`, `/es/manifest.webmanifest`. */
export function manifestPath(locale: Locale): string {
  return locale === baseLocale ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`;
}

/**
 * The manifest in `locale`. Each language is an app of its own (its `id` is its home page), opening
 * on that home page; its scope is the whole site, so a link to the other language stays in the app.
 */
export function webManifest(siteName: string, locale: Locale = baseLocale): Record<string, unknown> {
  const home = localizedPath('/', locale);
  return {
    name: siteName,
    short_name: shortAppName(siteName),
    description: m.site_manifest_description({}, { locale }),
    lang: locale,
    id: home,
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: appThemeColor,
    background_color: appBackgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
