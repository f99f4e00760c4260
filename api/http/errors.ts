import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '../../src/lib/api-errors.ts';
import { isPrintableInput, unprintableTextMessage } from '../../src/lib/plain-text.ts';

export type { ApiErrorBody, ApiErrorCode };

/** An error that becomes a JSON answer with a stable code and a message a person can read. */
export class ApiError extends HTTPException {
  readonly code: ApiErrorCode;
  /** Extra answer headers, such as `Retry-After` on a 429. */
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: ApiErrorCode,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(status, { message });
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string, code: ApiErrorCode = 'invalid_input'): ApiError =>
  new ApiError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.'): ApiError =>
  new ApiError(401, 'not_signed_in', message);
export const forbidden = (message = 'You are not allowed to do that.'): ApiError =>
  new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found.'): ApiError => new ApiError(404, 'not_found', message);

/**
 * The one way to say "your plan does not allow this" (a tier's feature, or a count it allows): 403
 * `plan_limit`, whichever route or limit it is.
 */
export const planLimit = (message: string): ApiError => new ApiError(403, 'plan_limit', message);

/** The one way to say "too large": 413 in the error shape. */
export const tooLarge = (message = 'That request is too large.'): ApiError =>
  new ApiError(413, 'too_large', message);

/**
 * The one way to say "too many": 429 in the error shape with `Retry-After` (whole seconds, at
 * least 1), so browsers and scripts know when to come back.
 */
export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(429, 'rate_limited', message, { 'Retry-After': String(seconds) });
}

/** "Please wait N minutes and try again." for a wait of `seconds`. */
export function waitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** The error shape; `requestId` names the request in the server's log (X-Request-Id). */
export function errorBody(code: ApiErrorCode, message: string, requestId?: string): ApiErrorBody {
  return { error: requestId ? { code, message, requestId } : { code, message } };
}

/** An error answer in the one shape, with the request's id (set by api/http/request-log.ts). */
export function errorAnswer(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return c.json(errorBody(code, message, c.get('requestId') as string | undefined), status, headers);
}

/** Parses a JSON request body with a zod schema; a bad body is a 400 with the first problem. */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.', 'invalid_json');
  }
  return parseInput(schema, raw);
}

/**
 * Parses any browser input with a zod schema; a failure is a 400 naming the first problem. Text with
 * NUL or other control characters, or half an emoji (a lone surrogate), is refused first.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  if (!isPrintableInput(raw)) throw badRequest(unprintableTextMessage, 'invalid_text');
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue?.message ?? 'Invalid input.');
}
