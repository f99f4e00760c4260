import type { ApiErrorBody, ApiErrorCode } from '../../lib/api-errors.ts';

/** The outcome of an API call: the data, or the API's error (code and message) or a network failure. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: ApiFailureCode; message: string };

/** The API's error codes, plus `network` when no answer came. */
export type ApiFailureCode = ApiErrorCode | 'network';

const unexpected = 'An unexpected error occurred. Please try again.';

/** Calls our JSON API from an island. Never throws: failures come back as `ok: false`. */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: 'network', message: unexpected };
  }
  let payload: unknown = null;
  try {
    payload = await res.json();
  } catch {
    payload = null;
  }
  if (res.ok) return { ok: true, status: res.status, data: payload as T };
  const error = (payload as Partial<ApiErrorBody> | null)?.error;
  return {
    ok: false,
    status: res.status,
    code: error?.code ?? 'http_error',
    message: error?.message ?? unexpected,
  };
}

/** Whether a failure is the server's or the network's fault (show the generic "Error" toast). */
export function isUnexpected(result: { ok: false; status: number }): boolean {
  return result.status === 0 || result.status >= 500;
}
