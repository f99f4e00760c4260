import { z } from 'zod';
import { missingFieldsMessage } from './content-rules.ts';
import type { CheckResult } from './devotionals/devotional.ts';

/** A mini lesson (stored in the database, unlike the old app's page state). */
export interface MiniLessonFields {
  title: string;
  description: string;
  content: string;
  keyVerses: string[];
  reflection: string;
}

export interface MiniLesson extends MiniLessonFields {
  id: string;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** The id rule: the title lowercased, spaces as hyphens, non-alphanumerics removed. */
export function miniLessonId(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

export const miniLessonLimits = {
  title: 120,
  description: 500,
  content: 20_000,
  keyVerse: 600,
  keyVerses: 20,
  reflection: 3_000,
} as const;

const tooLong = (label: string, max: number): string =>
  `${label} is too long (at most ${max.toLocaleString('en-US')} characters).`;
const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => v ?? '');

/** Create and edit: title and content required; the rest optional. */
export const miniLessonInputSchema = z.object({
  title: z
    .string({ error: missingFieldsMessage })
    .trim()
    .min(1, missingFieldsMessage)
    .max(miniLessonLimits.title, tooLong('The title', miniLessonLimits.title)),
  content: z
    .string({ error: missingFieldsMessage })
    .trim()
    .min(1, missingFieldsMessage)
    .max(miniLessonLimits.content, tooLong('The content', miniLessonLimits.content)),
  description: optional(miniLessonLimits.description, 'The description'),
  reflection: optional(miniLessonLimits.reflection, 'The reflection'),
  keyVerses: z
    .array(
      z.string().trim().max(miniLessonLimits.keyVerse, tooLong('A key verse', miniLessonLimits.keyVerse)),
      { error: 'Key verses must be a list of texts.' },
    )
    .max(miniLessonLimits.keyVerses, `At most ${miniLessonLimits.keyVerses} key verses.`)
    .nullish()
    .transform((list) => (list ?? []).filter(Boolean)),
});

export function checkMiniLesson(raw: unknown): CheckResult<MiniLessonFields> {
  const result = miniLessonInputSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues;
  if (issues.some((i) => i.message === missingFieldsMessage))
    return { ok: false, code: 'missing_fields', message: missingFieldsMessage };
  return { ok: false, code: 'invalid_input', message: issues[0]?.message ?? 'Invalid mini lesson.' };
}

/** Key verses typed one a line in the admin form. */
export function keyVersesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
