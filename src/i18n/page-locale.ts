/**
 * The locale the compiled messages (src/paraglide) use on the site's pages, in place of Paraglide's
 * runtime: its strategies weigh 4 KB compressed in every island, where a page knows its language.
 * astro.config.mjs points the messages' `../runtime.js` here for the site build only; the server
 * (e-mails) passes `{ locale }` to each message instead.
 *
 * In the browser the page's `<html lang>` says it. During the build, src/middleware.ts sets the
 * language of the page being rendered before the page's code runs (pages render one at a time).
 */
import { baseLocale, isLocale, type Locale } from './locales.ts';

let renderLocale: Locale = baseLocale;

/** Read by the compiled messages: a locale fixed at compile time (none here). */
export const experimentalStaticLocale: Locale | undefined = undefined;

export function getLocale(): Locale {
  if (typeof document !== 'undefined') {
    const lang = document.documentElement.lang;
    return isLocale(lang) ? lang : baseLocale;
  }
  return renderLocale;
}

/** Sets the language of the page the build renders next (src/middleware.ts). */
export function setRenderLocale(locale: Locale): void {
  renderLocale = locale;
}
