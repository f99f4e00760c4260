import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { baseLocale, type Locale } from '../../src/i18n/locales.ts';
import type { ApiErrorBody, ApiErrorCode } from '../../src/lib/api-errors.ts';
import { isPrintableInput } from '../../src/lib/plain-text.ts';
import { type ApiText, apiTexts, textIn, waitText } from './api-text.ts';

export type { ApiErrorBody, ApiErrorCode };

/**
 * An error that becomes a JSON answer with a stable code and a message a person can read, in the
 * request's language (`message` is the English).
 */
export class ApiError extends HTTPException {
  readonly code: ApiErrorCode;
  /** The message in any language (api/http/api-text.ts). */
  readonly text: ApiText;
  /** Extra answer headers, such as `Retry-After` on a 429. */
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: ApiErrorCode,
    text: ApiText,
    headers: Record<string, string> = {},
  ) {
    super(status, { message: textIn(text, baseLocale) });
    this.code = code;
    this.text = text;
    this.headers = headers;
  }
}

export const badRequest = (message: ApiText, code: ApiErrorCode = 'invalid_input'): ApiError =>
  new ApiError(400, code, message);
export const unauthorized = (message: ApiText = apiTexts.signInNeeded): ApiError =>
  new ApiError(401, 'not_signed_in', message);
export const forbidden = (message: ApiText = apiTexts.forbidden): ApiError =>
  new ApiError(403, 'forbidden', message);
export const notFound = (message: ApiText = apiTexts.notFound): ApiError =>
  new ApiError(404, 'not_found', message);

/**
 * The one way to say "your plan does not allow this" (a tier's feature, or a count it allows): 403
 * `plan_limit`, whichever route or limit it is.
 */
export const planLimit = (message: ApiText): ApiError => new ApiError(403, 'plan_limit', message);

/** The one way to say "too large": 413 in the error shape. */
export const tooLarge = (message: ApiText = apiTexts.tooLarge): ApiError =>
  new ApiError(413, 'too_large', message);

/**
 * The one way to say "too many": 429 in the error shape with `Retry-After` (whole seconds, at
 * least 1), so browsers and scripts know when to come back.
 */
export function tooManyRequests(message: ApiText, retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(429, 'rate_limited', message, { 'Retry-After': String(seconds) });
}

/** "Please wait N minutes and try again." for a wait of `seconds`, in English (waitText: any language). */
export function waitMessage(seconds: number): string {
  return waitText(seconds)(baseLocale);
}

/** The error shape; `requestId` names the request in the server's log (X-Request-Id). */
export function errorBody(code: ApiErrorCode, message: string, requestId?: string): ApiErrorBody {
  return { error: requestId ? { code, message, requestId } : { code, message } };
}

/**
 * An error answer in the one shape, in the request's language (api/http/locale.ts), with the
 * request's id (set by api/http/request-log.ts).
 */
export function errorAnswer(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: ApiText,
  headers: Record<string, string> = {},
): Response {
  const locale = (c.get('locale') as Locale | undefined) ?? baseLocale;
  const requestId = c.get('requestId') as string | undefined;
  return c.json(errorBody(code, textIn(message, locale), requestId), status, headers);
}

/** Parses a JSON request body with a zod schema; a bad body is a 400 with the first problem. */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest(apiTexts.invalidJson, 'invalid_json');
  }
  return parseInput(schema, raw);
}

/**
 * Parses any browser input with a zod schema; a failure is a 400 naming the first problem. Text with
 * NUL or other control characters, or half an emoji (a lone surrogate), is refused first.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  if (!isPrintableInput(raw)) throw badRequest(apiTexts.unprintableText, 'invalid_text');
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue?.message ?? apiTexts.invalidInput);
}
