import { baseLocale, type Locale } from '../i18n/locales.ts';

/**
 * The entry of the `pages` collection (content/pages) in a language: English at its name
 * (`about.md`), another language in the folder of its code beside it (`es/about.md`).
 */
export function pageEntryId(name: string, locale: Locale): string {
  return locale === baseLocale ? name : `${locale}/${name}`;
}
