import type { Locale } from '../../i18n/locales.ts';
import { type CheckResult, checkRecord, localeField } from '../content-fields.ts';

/** A wisdom proverb: the proverb, an optional reference, what it means and why it matters. */
export interface ProverbFields {
  proverb: string;
  reference: string | null;
  meaning: string;
  whyItMatters: string;
  /** The language it is written in: the Daily Wisdom card of that language shows it. */
  locale: Locale;
}

export interface Proverb extends ProverbFields {
  id: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What the Daily Wisdom card needs of a proverb. */
export type WisdomItem = Omit<ProverbFields, 'locale'>;

export const proverbLimits = { proverb: 500, reference: 200, meaning: 2_000, whyItMatters: 2_000 } as const;

/**
 * Proverb form: proverb, meaning and why it matters required; reference optional. Plain code (no
 * zod) for the admin page; the API's edge also checks with the zod schema of src/lib/content-schemas.ts.
 */
export function checkProverb(raw: unknown): CheckResult<ProverbFields> {
  const L = proverbLimits;
  return checkRecord(raw, (r, problems) => ({
    proverb: problems.required(r.proverb, L.proverb, 'The proverb'),
    meaning: problems.required(r.meaning, L.meaning, 'The meaning'),
    whyItMatters: problems.required(r.whyItMatters, L.whyItMatters, 'Why it matters'),
    reference: problems.optional(r.reference, L.reference, 'The reference'),
    locale: problems.take(localeField(r.locale)),
  }));
}

/** The duplicate check compares proverb texts case-insensitively (and ignoring outer spaces). */
export function proverbKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
