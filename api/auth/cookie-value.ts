import { parse } from 'hono/utils/cookie';
import { tryDecodeURIComponent } from 'hono/utils/url';

// Hono's own patterns (hono/utils/cookie): a cookie name it accepts, a value it accepts.
const relaxedCookieName = /^[!#-:<>-[\]-~]+$/;
const validCookieValue = /^[ !#-:<-[\]-~]*$/;

/** Hono's trimCookieWhitespace: spaces and tabs only, not String.prototype.trim's set. */
function trimCookieWhitespace(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end) {
    const code = value.charCodeAt(start);
    if (code !== 32 && code !== 9) break;
    start++;
  }
  while (end > start) {
    const code = value.charCodeAt(end - 1);
    if (code !== 32 && code !== 9) break;
    end--;
  }
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/**
 * One cookie's value from a Cookie header, exactly as Hono's `parse(cookie, name)[name]` gives it
 * (the first pair of that name whose value it accepts, unquoted and percent-decoded), without the
 * object and the array of pairs it makes per call: V8 never optimizes Hono's parser (it stays in
 * its baseline tier), and every signed-in request of the session route parses its cookie.
 */
export function cookieValue(cookie: string, name: string): string | undefined {
  if (!name || !relaxedCookieName.test(name)) return parse(cookie, name)[name];
  if (cookie.indexOf(name) === -1) return undefined;
  let start = 0;
  while (start <= cookie.length) {
    let end = cookie.indexOf(';', start);
    if (end === -1) end = cookie.length;
    const equals = cookie.indexOf('=', start);
    if (equals !== -1 && equals < end && trimCookieWhitespace(cookie.substring(start, equals)) === name) {
      let value = trimCookieWhitespace(cookie.substring(equals + 1, end));
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      if (validCookieValue.test(value)) return tryDecodeURIComponent(value);
    }
    start = end + 1;
  }
  return undefined;
}
