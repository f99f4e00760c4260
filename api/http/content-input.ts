import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { CheckResult } from '../../src/lib/devotionals/devotional.ts';
import { badRequest, errorBody, notFound } from './errors.ts';

/** Helpers shared by the admin content endpoints (devotionals, proverbs, mini lessons, readings). */

/** A form's body is small; a bulk paste may be larger (its own 200 KB cap is checked after). */
export const formBodyMaxBytes = 64 * 1024;
export const importBodyMaxBytes = 1024 * 1024;
export const tooLargeMessage = 'Too Much Data: the request is too large. A bulk import takes at most 200 KB at a time.';

/** Refuses bodies over `maxBytes` before reading them, with the API's error shape. */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(errorBody('too_large', tooLargeMessage), 413) });
}

/** A numeric id from the path; anything else is "not found". */
export function numericId(raw: string, what: string): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound(`No such ${what}.`);
  return id;
}

/** The value of a rule check, or a 400 with its code and message. */
export function valueOf<T>(result: CheckResult<T>): T {
  if (!result.ok) throw badRequest(result.message, result.code);
  return result.value;
}

/** A bulk import's body: the pasted text. */
export const importBodySchema = z.object({
  text: z.string({ error: 'No Data: please paste the text to import.' }),
});

/** The active flag of a proverb. */
export const activeBodySchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false.' }) });

/** Any JSON body; the rule check that follows (checkDevotional and friends) validates it with zod. */
export const anyJsonBody = z.unknown();
