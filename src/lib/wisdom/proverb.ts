import {
  type CheckResult,
  FieldProblems,
  isRecord,
  notAnObject,
  optionalText,
  requiredText,
  tooLong,
} from '../content-fields.ts';

/** A wisdom proverb: the proverb, an optional reference, what it means and why it matters. */
export interface ProverbFields {
  proverb: string;
  reference: string | null;
  meaning: string;
  whyItMatters: string;
}

export interface Proverb extends ProverbFields {
  id: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What the Daily Wisdom card needs of a proverb. */
export type WisdomItem = ProverbFields;

export const proverbLimits = { proverb: 500, reference: 200, meaning: 2_000, whyItMatters: 2_000 } as const;

/**
 * Proverb form: proverb, meaning and why it matters required; reference optional. Plain code (no
 * zod) for the admin page; the API's edge also checks with the zod schema of src/lib/content-schemas.ts.
 */
export function checkProverb(raw: unknown): CheckResult<ProverbFields> {
  if (!isRecord(raw)) return notAnObject(raw);
  const L = proverbLimits;
  const problems = new FieldProblems();
  const fields: ProverbFields = {
    proverb: problems.take(requiredText(raw.proverb, L.proverb, tooLong('The proverb', L.proverb))),
    meaning: problems.take(requiredText(raw.meaning, L.meaning, tooLong('The meaning', L.meaning))),
    whyItMatters: problems.take(
      requiredText(raw.whyItMatters, L.whyItMatters, tooLong('Why it matters', L.whyItMatters)),
    ),
    reference:
      problems.take(optionalText(raw.reference, L.reference, tooLong('The reference', L.reference))) || null,
  };
  return problems.result(() => fields);
}

/** The duplicate check compares proverb texts case-insensitively (and ignoring outer spaces). */
export function proverbKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
