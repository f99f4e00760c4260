/**
 * A message that can be said in any of the site's languages: `text('es')`. Without a language it is
 * the page's in the browser and English on the server, where the API answers each request in its
 * own language (api/http/api-text.ts).
 */
import type { Locale } from '../i18n/locales.ts';

export type LocalText = (locale?: Locale) => string;

/**
 * Texts read as plain strings in the language of the moment (the page's in the browser, English on
 * the server): `messages.emailRequired`. Each read asks again, so a module loaded once serves pages
 * in every language.
 */
export function textsNow<K extends string>(texts: Record<K, LocalText>): { readonly [P in K]: string } {
  const out = {} as { [P in K]: string };
  for (const key of Object.keys(texts) as K[])
    Object.defineProperty(out, key, { enumerable: true, get: () => texts[key]() });
  return out;
}
