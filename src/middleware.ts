import { defineMiddleware } from 'astro:middleware';
import { localeOfPath } from './i18n/locales.ts';
import { setRenderLocale } from './i18n/page-locale.ts';

/** Each pre-rendered page's messages speak the language of its path (/es/... in Spanish). */
export const onRequest = defineMiddleware((context, next) => {
  setRenderLocale(localeOfPath(context.url.pathname));
  return next();
});
