import { baseLocale } from '../../i18n/locales.ts';
import { getLocale } from '../../i18n/page-locale.ts';

/**
 * A site page's path in the page's language (`/auth/` → `/es/auth/`), for the reader's islands:
 * what `localHref` does for page paths, without its module, which the bundler puts in a shared chunk
 * of admin messages that would double the Bible Explorer's JavaScript.
 */
export function pageInLanguage(path: string): string {
  const locale = getLocale();
  return locale === baseLocale ? path : `/${locale}${path}`;
}
