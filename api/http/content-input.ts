import { z } from 'zod';
import { locales } from '../../src/i18n/locales.ts';
import type { CheckResult } from '../../src/lib/content-fields.ts';
import { invalidLocaleMessage } from '../../src/lib/content-rules.ts';
import { localeInput } from '../../src/lib/content-schemas.ts';
import { badRequest, notFound } from './errors.ts';

/**
 * Helpers shared by the admin content endpoints (devotionals, proverbs, mini lessons, readings).
 * Their body limits are set for the whole API in `body-limit.ts`.
 */

/** A numeric id from the path; anything else is "not found". */
export function numericId(raw: string, what: string): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound(`No such ${what}.`);
  return id;
}

/** The value of a rule check, or a 400 with its code and message. */
export function checkedValue<T>(result: CheckResult<T>): T {
  if (!result.ok) throw badRequest(result.message, result.code);
  return result.value;
}

/** A bulk import's body: the pasted text, and the language of every record in it (English unless given). */
export const importBodySchema = z.object({
  text: z.string({ error: 'No Data: please paste the text to import.' }),
  locale: localeInput,
});

/** An admin list's filter: `?locale=es` lists one language's items; without it, every language's. */
export const localeQuerySchema = z.object({
  locale: z.enum(locales, { error: invalidLocaleMessage }).optional(),
});

/** The active flag of a proverb. */
export const activeBodySchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
});

/** Any JSON body; the schema check that follows (parseDevotionalBody and friends) validates it with zod. */
export const anyJsonBody = z.unknown();
