import type { Locale } from '../i18n/locales.ts';
import type { CheckResult, FieldAnswer } from './content-fields.ts';
import { checkRecord, localeField, tooLong, typeMessage } from './content-fields.ts';

/** A mini lesson (stored in the database, unlike the old app's page state). */
export interface MiniLessonFields {
  title: string;
  description: string;
  content: string;
  keyVerses: string[];
  reflection: string;
  /** The language it is written in: the lesson pages of that language show it. */
  locale: Locale;
}

export interface MiniLesson extends MiniLessonFields {
  id: string;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * The id rule: the title lowercased, accents dropped ("Espíritu" → "espiritu"), spaces as hyphens,
 * other non-alphanumerics removed.
 */
export function miniLessonId(title: string): string {
  return title
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
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

/**
 * Create and edit: title and content required; the rest optional. Plain code (no zod) for the admin
 * page; the API's edge also checks with the zod schema of src/lib/content-schemas.ts.
 */
export function checkMiniLesson(raw: unknown): CheckResult<MiniLessonFields> {
  const L = miniLessonLimits;
  return checkRecord(raw, (r, problems) => ({
    title: problems.required(r.title, L.title, 'The title'),
    content: problems.required(r.content, L.content, 'The content'),
    description: problems.optional(r.description, L.description, 'The description') ?? '',
    reflection: problems.optional(r.reflection, L.reflection, 'The reflection') ?? '',
    keyVerses: problems.take(keyVersesOf(r.keyVerses)),
    locale: problems.take(localeField(r.locale)),
  }));
}

function keyVersesOf(value: unknown): FieldAnswer<string[]> {
  if (value === undefined || value === null) return { value: [] };
  if (!Array.isArray(value)) return { message: 'Key verses must be a list of texts.' };
  // Too many is said first (as the API's schema does), then the first verse with a problem.
  if (value.length > miniLessonLimits.keyVerses)
    return { message: `At most ${miniLessonLimits.keyVerses} key verses.` };
  const verses: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') return { message: typeMessage('string', item) };
    const text = item.trim();
    if (text.length > miniLessonLimits.keyVerse)
      return { message: tooLong('A key verse', miniLessonLimits.keyVerse) };
    if (text) verses.push(text);
  }
  return { value: verses };
}

/** Key verses typed one a line in the admin form. */
export function keyVersesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
