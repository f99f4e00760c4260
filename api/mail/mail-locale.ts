import type { Context } from 'hono';
import { preferredLocaleOf } from '../../src/i18n/accept-language.ts';
import { baseLocale, isLocale, type Locale, localeOfPath } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/paths.ts';

/**
 * Which language an e-mail speaks: the account's chosen language, else the language of the page the
 * request came from (`requestLocale`), else English.
 */
export function mailLocale(accountLocale: Locale | null | undefined, pageLocale?: Locale | null): Locale {
  return accountLocale ?? pageLocale ?? baseLocale;
}

/**
 * The language of the page a request came from: the path of its Referer (requests that send mail
 * come from the site's own pages, the same-origin check sees to it, and the site's Referrer-Policy
 * sends the whole address then), else the browser's Accept-Language; null when neither names one.
 */
export function requestLocale(c: Context): Locale | null {
  const referer = URL.parse(c.req.header('referer') ?? '');
  if (referer) return localeOfPath(referer.pathname);
  return preferredLocaleOf(c.req.header('accept-language'));
}

/**
 * A link of an e-mail in `locale`: a page in that language (`/es/family/`); an API link that leads
 * to a page carries `lang`, which the route reads to send the browser on in that language.
 */
export function mailLink(siteUrl: URL | string, pathAndQuery: string, locale: Locale): string {
  const url = new URL(localizedPath(pathAndQuery, locale), siteUrl);
  if (url.pathname.startsWith('/api/') && locale !== baseLocale) url.searchParams.set('lang', locale);
  return url.href;
}

/** A page path in the language an e-mail link named (`?lang=es`), for the redirect of an API link. */
export function pageInLinkLanguage(c: Context, path: string): string {
  const lang = c.req.query('lang');
  return localizedPath(path, isLocale(lang) ? lang : baseLocale);
}
