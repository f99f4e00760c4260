/**
 * The site's languages. Adding one: its code here and in project.inlang/settings.json, a catalogue
 * per area in messages/<code>/, `npm run i18n`, then its content (docs/i18n.md).
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const baseLocale: Locale = 'en';

/** Each language's own name, as a language switch offers it (data, the same in every language). */
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language of a site path: its first segment when that is a language other than English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== baseLocale ? first : baseLocale;
}
