import { getLocale } from '../i18n/page-locale.ts';
import type { ApiErrorBody, ApiErrorCode } from '../lib/api-errors.ts';

/**
 * The one way the browser calls our JSON API (src/client): islands, stores and page scripts go
 * through `apiRequest`, which decodes the API's one error shape (src/lib/api-errors.ts) here and only
 * here. tests/unit/client-fetch-guard.test.ts keeps every other `fetch` off `/api/`.
 */

/** The outcome of an API call: the data, or the API's error (code and message) or a network failure. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: ApiFailureCode; message: string };

/** The API's error codes, plus `network` when no answer came. */
export type ApiFailureCode = ApiErrorCode | 'network';

/** How a request is sent beyond its method, path and body. */
export interface RequestOptions {
  /** Extra request headers (the offline queue's learner header). */
  headers?: Record<string, string>;
  /** `no-store` for answers that change with who is signed in. */
  cache?: RequestCache;
  /** Said when the answer carries no message of its own (or none came). */
  fallbackMessage?: string;
}

/**
 * The page's attribute (on `<html>`, src/layouts/BaseLayout.astro) holding what is said when an
 * answer brings no message of its own: this module loads on every page, so it carries no words.
 */
export const unexpectedMessageAttribute = 'data-api-unexpected';

/** Said when an answer brings no message of its own, in the page's language (empty outside a page). */
export function unexpectedMessage(): string {
  return globalThis.document?.documentElement.getAttribute(unexpectedMessageAttribute) ?? '';
}

/** An answer's status and parsed body as an ApiResult: the data, or the error envelope decoded. */
export function decodeAnswer<T>(
  status: number,
  payload: unknown,
  fallbackMessage = unexpectedMessage(),
): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, status, data: payload as T };
  const error = (payload as Partial<ApiErrorBody> | null)?.error;
  return { ok: false, status, code: error?.code ?? 'http_error', message: error?.message ?? fallbackMessage };
}

/**
 * Calls our JSON API (cookies go along: same origin). A file or blob body is sent as it is, with its
 * own type; any other body as JSON. The page's language goes in `Accept-Language`, so the API's
 * messages come back in it (api/http/locale.ts). Never throws: failures come back as `ok: false`
 * (status 0: no connection).
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const raw = body instanceof Blob;
  const headers: Record<string, string> = { 'accept-language': getLocale() };
  if (body !== undefined)
    headers['content-type'] = raw ? body.type || 'application/octet-stream' : 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      cache: options.cache,
      headers: { ...headers, ...options.headers },
      body: raw || body === undefined ? body : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: 'network', message: options.fallbackMessage ?? unexpectedMessage() };
  }
  return decodeAnswer<T>(res.status, await res.json().catch(() => null), options.fallbackMessage);
}

/** Whether a failure is the server's or the network's fault (show the generic "Error" toast). */
export function isUnexpected(result: { ok: false; status: number }): boolean {
  return result.status === 0 || result.status >= 500;
}
