import type { MiddlewareHandler } from 'hono';
import { localeFromAcceptLanguage } from '../../src/i18n/accept-language.ts';
import type { AppEnv } from '../context.ts';

/**
 * The language the API answers a request in (its error messages): the request's `Accept-Language`,
 * which the site's pages set to their own language (src/client/request.ts). The codes never change.
 */
export function requestLocale(): MiddlewareHandler<AppEnv> {
  return async function requestLocaleMiddleware(c, next) {
    c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')));
    await next();
  };
}
