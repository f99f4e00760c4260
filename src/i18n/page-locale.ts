/**
 * The locale the compiled messages (src/paraglide) use on the site's pages, in place of Paraglide's
 * runtime: its strategies weigh 4 KB compressed in every island, where a page knows its language.
 * astro.config.mjs points the messages' `../runtime.js` here for the site build only; the server
 * (e-mails) passes `{ locale }` to each message instead.
 *
 * In the browser the page's `<html lang>` says it. During the build, src/middleware.ts tells it how
 * to find the language of the page being rendered: several pages render at once (astro.config.mjs,
 * `build.concurrency`), each in its own asynchronous context. That lookup is handed in from there so
 * that this module, which every island loads, imports nothing of Node's.
 */
import { baseLocale, isLocale, type Locale } from './locales.ts';

let renderLocale: () => Locale | undefined = () => undefined;

/** Read by the compiled messages: a locale fixed at compile time (none here). */
export const experimentalStaticLocale: Locale | undefined = undefined;

export function getLocale(): Locale {
  if (typeof document !== 'undefined') {
    const lang = document.documentElement.lang;
    return isLocale(lang) ? lang : baseLocale;
  }
  return renderLocale() ?? baseLocale;
}

/** How the build finds the language of the page being rendered (src/middleware.ts). */
export function setRenderLocaleLookup(lookup: () => Locale | undefined): void {
  renderLocale = lookup;
}

/** One language for everything rendered from now on (unit tests render outside any page). */
export function setRenderLocale(locale: Locale): void {
  renderLocale = () => locale;
}
