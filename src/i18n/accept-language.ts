/**
 * The language an API answer is written in: the first of the request's `Accept-Language` languages
 * (by preference) that the site has, else English. The site's own pages send their `<html lang>`
 * (src/client/request.ts), so a Spanish page is answered in Spanish whatever the browser prefers.
 */
import { baseLocale, isLocale, type Locale } from './locales.ts';

export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return baseLocale;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((r) => Number.isFinite(r.weight) && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((r) => r.language).find(isLocale) ?? baseLocale;
}
