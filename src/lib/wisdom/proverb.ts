import { z } from 'zod';
import { missingFieldsMessage } from '../content-rules.ts';
import type { CheckResult } from '../devotionals/devotional.ts';

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

const required = (max: number, label: string) =>
  z
    .string({ error: missingFieldsMessage })
    .trim()
    .min(1, missingFieldsMessage)
    .max(max, `${label} is too long (at most ${max.toLocaleString('en-US')} characters).`);

/** Proverb form: proverb, meaning and why it matters required; reference optional. */
export const proverbInputSchema = z.object({
  proverb: required(proverbLimits.proverb, 'The proverb'),
  meaning: required(proverbLimits.meaning, 'The meaning'),
  whyItMatters: required(proverbLimits.whyItMatters, 'Why it matters'),
  reference: z
    .string()
    .trim()
    .max(
      proverbLimits.reference,
      `The reference is too long (at most ${proverbLimits.reference} characters).`,
    )
    .nullish()
    .transform((v) => (v ? v : null)),
});

export function checkProverb(raw: unknown): CheckResult<ProverbFields> {
  const result = proverbInputSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues;
  if (issues.some((i) => i.message === missingFieldsMessage))
    return { ok: false, code: 'missing_fields', message: missingFieldsMessage };
  return { ok: false, code: 'invalid_input', message: issues[0]?.message ?? 'Invalid proverb.' };
}

/** The duplicate check compares proverb texts case-insensitively (and ignoring outer spaces). */
export function proverbKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
