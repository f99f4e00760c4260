import { baseLocale, isLocale, type Locale } from './locales.ts';

/**
 * The site's language that an Accept-Language header (or `navigator.languages`) prefers most:
 * `es-ES,es;q=0.9,en;q=0.8` -> `es`. Regional tags count as their language; null when none of the
 * header's languages is the site's. The order of equal weights is the header's.
 */
export function preferredLocaleOf(header: string | readonly string[] | null | undefined): Locale | null {
  if (!header) return null;
  const tags = typeof header === 'string' ? header.split(',') : header;
  let best: { locale: Locale; q: number } | null = null;
  for (const tag of tags.slice(0, 20)) {
    const [range = '', ...params] = tag.trim().split(';');
    const language = range.trim().split('-')[0]?.toLowerCase();
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLocale(language) || !(q > 0)) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? null;
}

/**
 * The language an API answer is written in: the request's most preferred language the site has,
 * else English. The site's own pages send their `<html lang>` (src/client/request.ts), so a Spanish
 * page is answered in Spanish whatever the browser prefers.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  return preferredLocaleOf(header) ?? baseLocale;
}
