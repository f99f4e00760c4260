import { defineMiddleware } from 'astro:middleware';
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Locale, localeOfPath } from './i18n/locales.ts';
import { setRenderLocaleLookup } from './i18n/page-locale.ts';

/**
 * Each pre-rendered page's messages speak the language of its path (/es/... in Spanish). Pages render
 * several at once (astro.config.mjs, `build.concurrency`), so the language is the page's own
 * asynchronous context's, not a setting one page would change under another.
 */
const pageLocale = new AsyncLocalStorage<Locale>();
setRenderLocaleLookup(() => pageLocale.getStore());

export const onRequest = defineMiddleware((context, next) =>
  pageLocale.run(localeOfPath(context.url.pathname), next),
);
