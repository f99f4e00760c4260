/**
 * The zod schemas of the admin content bodies (devotionals, proverbs, mini lessons, readings), for
 * the API's edge. The admin forms use the plain checks beside each kind (checkDevotional and
 * friends, no zod in the page); tests/unit/content/content-checks.test.ts holds both to the same
 * answers and messages.
 */
import { z } from 'zod';
import { baseLocale, locales } from '../i18n/locales.ts';
import { findBook, isValidChapter } from './bible/books.ts';
import { type CheckResult, problemCode } from './content-fields.ts';
import { invalidDateMessage, invalidLocaleMessage, missingFieldsMessage } from './content-rules.ts';
import { type DevotionalFields, devotionalLimits } from './devotionals/devotional.ts';
import { isPlayableMediaUrl } from './devotionals/media-rules.ts';
import { type MiniLessonFields, miniLessonLimits } from './mini-lessons.ts';
import { maxVerseNumber, type ReadingFields, readingLimits } from './readings.ts';
import { isValidDay } from './site-day.ts';
import { type ProverbFields, proverbLimits } from './wisdom/proverb.ts';

const tooLong = (label: string, max: number): string =>
  `${label} is too long (at most ${max.toLocaleString('en-US')} characters).`;

const required = (max: number, label: string) =>
  z.string({ error: missingFieldsMessage }).trim().min(1, missingFieldsMessage).max(max, tooLong(label, max));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** The language of a content item: one of the site's; absent (or null) is English. */
export const localeInput = z
  .enum(locales, { error: invalidLocaleMessage })
  .nullish()
  .transform((v) => v ?? baseLocale);

// Devotionals

/** The four required fields alone, checked first so that a missing one always says "Missing Fields". */
const devotionalRequired = z.object({
  title: required(devotionalLimits.title, 'The title'),
  date: required(10, 'The date'),
  keyVerse: required(devotionalLimits.keyVerse, 'The key verse'),
  devotionalText: required(devotionalLimits.devotionalText, 'The devotional text'),
});

/** Add / edit devotional: title, date, key verse and text required; the rest optional. */
export const devotionalInputSchema = devotionalRequired
  .extend({
    date: z.string().trim().refine(isValidDay, invalidDateMessage),
    reflection: optionalText(devotionalLimits.reflection, 'The reflection'),
    prayer: optionalText(devotionalLimits.prayer, 'The prayer'),
    mediaType: z
      .enum(['none', 'audio', 'video'], { error: 'Media type must be none, audio or video.' })
      .default('none'),
    mediaUrl: optionalText(devotionalLimits.mediaUrl, 'The media URL').refine(
      (url) => url === null || isPlayableMediaUrl(url),
      'The media URL must start with https:// or be a file of this site (starting with /).',
    ),
    locale: localeInput,
  })
  .transform((v): DevotionalFields => ({ ...v, mediaUrl: v.mediaType === 'none' ? null : v.mediaUrl }));

export type DevotionalInput = z.input<typeof devotionalInputSchema>;

/** A devotional body at the API's edge; the first problem wins. */
export function parseDevotionalBody(raw: unknown): CheckResult<DevotionalFields> {
  const missing = devotionalRequired
    .safeParse(raw)
    .error?.issues.some((i) => i.message === missingFieldsMessage);
  if (missing) return { ok: false, code: 'missing_fields', message: missingFieldsMessage };
  const result = devotionalInputSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const message = result.error.issues[0]?.message ?? 'Invalid devotional.';
  return { ok: false, code: problemCode(message), message };
}

// Proverbs

/** Proverb form: proverb, meaning and why it matters required; reference optional. */
export const proverbInputSchema = z.object({
  proverb: required(proverbLimits.proverb, 'The proverb'),
  meaning: required(proverbLimits.meaning, 'The meaning'),
  whyItMatters: required(proverbLimits.whyItMatters, 'Why it matters'),
  reference: optionalText(proverbLimits.reference, 'The reference'),
  locale: localeInput,
});

// Mini lessons

const optionalOrEmpty = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => v ?? '');

/** Create and edit: title and content required; the rest optional. */
export const miniLessonInputSchema = z.object({
  title: required(miniLessonLimits.title, 'The title'),
  content: required(miniLessonLimits.content, 'The content'),
  description: optionalOrEmpty(miniLessonLimits.description, 'The description'),
  reflection: optionalOrEmpty(miniLessonLimits.reflection, 'The reflection'),
  keyVerses: z
    .array(
      z.string().trim().max(miniLessonLimits.keyVerse, tooLong('A key verse', miniLessonLimits.keyVerse)),
      {
        error: 'Key verses must be a list of texts.',
      },
    )
    .max(miniLessonLimits.keyVerses, `At most ${miniLessonLimits.keyVerses} key verses.`)
    .nullish()
    .transform((list) => (list ?? []).filter(Boolean)),
  locale: localeInput,
});

// Readings

const verse = z.coerce
  .number({ error: 'Verses are numbers.' })
  .int('Verses are whole numbers.')
  .min(1, 'Verses start at 1.')
  .max(maxVerseNumber, `No chapter has more than ${maxVerseNumber} verses.`);

export const readingInputSchema = z
  .object({
    date: z.string({ error: missingFieldsMessage }).trim().min(1, missingFieldsMessage),
    book: z.string({ error: missingFieldsMessage }).trim().min(1, missingFieldsMessage),
    chapter: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number({ error: missingFieldsMessage }).int('The chapter is a whole number.'),
    ),
    title: required(readingLimits.title, 'The title'),
    verseStart: z.preprocess((v) => (v === '' ? null : v), verse.nullish()).transform((v) => v ?? null),
    verseEnd: z.preprocess((v) => (v === '' ? null : v), verse.nullish()).transform((v) => v ?? null),
    notes: z
      .string()
      .trim()
      .max(readingLimits.notes, `The notes are too long (at most ${readingLimits.notes} characters).`)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (!isValidDay(v.date)) ctx.addIssue({ code: 'custom', path: ['date'], message: invalidDateMessage });
    const book = findBook(v.book);
    if (!book)
      ctx.addIssue({
        code: 'custom',
        path: ['book'],
        message: 'Please choose one of the 66 books of the Bible.',
      });
    else if (!isValidChapter(book, v.chapter)) {
      ctx.addIssue({
        code: 'custom',
        path: ['chapter'],
        message: `${book.name} has chapters 1 to ${book.chapters}.`,
      });
    }
    if (v.verseEnd !== null && v.verseStart === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['verseStart'],
        message: 'Give the first verse as well as the last.',
      });
    }
    if (v.verseStart !== null && v.verseEnd !== null && v.verseEnd < v.verseStart) {
      ctx.addIssue({ code: 'custom', path: ['verseEnd'], message: 'The last verse comes after the first.' });
    }
  })
  .transform((v): ReadingFields => ({ ...v, book: findBook(v.book)?.slug ?? v.book }));

/** A body checked by a schema: "Missing Fields" when any required field is missing, else the first problem. */
function parseBody<T>(schema: z.ZodType<T>, raw: unknown, fallback: string): CheckResult<T> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues;
  if (issues.some((i) => i.message === missingFieldsMessage))
    return { ok: false, code: 'missing_fields', message: missingFieldsMessage };
  const message = issues[0]?.message ?? fallback;
  return { ok: false, code: problemCode(message), message };
}

/** A proverb body at the API's edge. */
export const parseProverbBody = (raw: unknown): CheckResult<ProverbFields> =>
  parseBody(proverbInputSchema, raw, 'Invalid proverb.');

/** A mini lesson body at the API's edge. */
export const parseMiniLessonBody = (raw: unknown): CheckResult<MiniLessonFields> =>
  parseBody(miniLessonInputSchema, raw, 'Invalid mini lesson.');

/** A reading body at the API's edge. */
export const parseReadingBody = (raw: unknown): CheckResult<ReadingFields> =>
  parseBody(readingInputSchema, raw, 'Invalid reading.');
