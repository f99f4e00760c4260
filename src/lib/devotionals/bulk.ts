import type { Locale } from '../../i18n/locales.ts';
import {
  checkDevotional,
  type DevotionalFields,
  type MediaType,
  mediaTypeFrom,
  mediaTypeFromUrl,
} from './devotional.ts';

/**
 * The bulk devotional text format (also in docs/features.md):
 *
 *   Title: God Made Me
 *   Date: 2025-06-01
 *   Key Verse: I will praise thee; for I am fearfully and wonderfully made. (Psalm 139:14)
 *   Devotional Text: God made every part of you ...
 *   Reflection: ...
 *   Prayer: ...
 *   Media Type: audio            (video or audio, otherwise none)
 *   Media URL: https://example.org/psalm-139.mp3
 *
 * Prefixes are case-insensitive ("Verse:" = "Key Verse:", "Text:" = "Devotional Text:"). A Title
 * line starts a new record; a record without a title is ignored. A line without a prefix continues
 * the field above it, so a text can have several paragraphs. Without a Media Type line the type is
 * guessed from the URL's file extension.
 */
export interface ParsedDevotional {
  title: string;
  date: string;
  keyVerse: string;
  devotionalText: string;
  reflection: string;
  prayer: string;
  /** null when the record had no Media Type line. */
  mediaType: MediaType | null;
  mediaUrl: string;
}

type Field = Exclude<keyof ParsedDevotional, 'mediaType'> | 'mediaType';

const prefixes: Array<[RegExp, Field]> = [
  [/^title\s*:/i, 'title'],
  [/^date\s*:/i, 'date'],
  [/^key\s+verse\s*:/i, 'keyVerse'],
  [/^verse\s*:/i, 'keyVerse'],
  [/^devotional\s+text\s*:/i, 'devotionalText'],
  [/^text\s*:/i, 'devotionalText'],
  [/^reflection\s*:/i, 'reflection'],
  [/^prayer\s*:/i, 'prayer'],
  [/^media\s+type\s*:/i, 'mediaType'],
  [/^media\s+url\s*:/i, 'mediaUrl'],
];

/** Fields that may run over several lines or repeat; a repeat adds a paragraph. */
const longFields: ReadonlySet<Field> = new Set(['devotionalText', 'reflection', 'prayer']);

interface Draft {
  values: Record<Exclude<Field, 'mediaType'>, string[]>;
  mediaType: string | null;
}

const emptyDraft = (): Draft => ({
  values: { title: [], date: [], keyVerse: [], devotionalText: [], reflection: [], prayer: [], mediaUrl: [] },
  mediaType: null,
});

function finish(draft: Draft): ParsedDevotional {
  const join = (field: Exclude<Field, 'mediaType'>): string =>
    longFields.has(field)
      ? draft.values[field]
          .join('\n')
          .replace(/\n{3,}/g, '\n\n')
          .trim()
      : draft.values[field].join(' ').trim();
  const mediaUrl = join('mediaUrl');
  return {
    title: join('title'),
    date: join('date'),
    keyVerse: join('keyVerse'),
    devotionalText: join('devotionalText'),
    reflection: join('reflection'),
    prayer: join('prayer'),
    mediaType: draft.mediaType === null ? null : mediaTypeFrom(draft.mediaType),
    mediaUrl,
  };
}

/** Splits pasted text into devotional records; records without a title are dropped. */
export function parseBulkDevotionals(text: string): ParsedDevotional[] {
  const records: ParsedDevotional[] = [];
  let draft: Draft | null = null;
  let current: Field | null = null;
  const close = (): void => {
    if (draft) {
      const record = finish(draft);
      if (record.title) records.push(record);
    }
  };

  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    const match = prefixes.find(([pattern]) => pattern.test(line));
    if (match) {
      const [pattern, field] = match;
      const value = line.replace(pattern, '').trim();
      if (field === 'title') {
        close();
        draft = emptyDraft();
      }
      draft ??= emptyDraft();
      current = field;
      if (field === 'mediaType') draft.mediaType = value;
      else if (longFields.has(field) && draft.values[field].length > 0) draft.values[field].push('', value);
      else draft.values[field] = [value];
      continue;
    }
    // A line without a prefix continues the field above it (blank lines keep paragraphs apart).
    if (!draft || current === null || current === 'mediaType') continue;
    if (line === '' && !longFields.has(current)) continue;
    draft.values[current].push(line);
  }
  close();
  return records;
}

export interface DatedTitle {
  title: string;
  date: string;
}

/** A duplicate has the same date, or the same title and date, as one already there. */
export function isDuplicateDevotional(candidate: DatedTitle, existing: readonly DatedTitle[]): boolean {
  return existing.some(
    (e) => e.date === candidate.date || (e.title === candidate.title && e.date === candidate.date),
  );
}

export interface ImportProblem {
  /** 1-based position of the record in the paste. */
  record: number;
  title: string;
  message: string;
}

export interface DevotionalImportPlan {
  accepted: DevotionalFields[];
  duplicates: number;
  errors: ImportProblem[];
}

/** A parsed record as the devotional form would send it, in the import's language. */
export function toDevotionalInput(record: ParsedDevotional, locale: Locale): Record<string, string | null> {
  const mediaType = record.mediaType ?? (record.mediaUrl ? mediaTypeFromUrl(record.mediaUrl) : 'none');
  return {
    title: record.title,
    date: record.date,
    keyVerse: record.keyVerse,
    devotionalText: record.devotionalText,
    reflection: record.reflection || null,
    prayer: record.prayer || null,
    mediaType,
    mediaUrl: record.mediaUrl || null,
    locale,
  };
}

/**
 * Decides what an import saves: invalid records become errors, records that duplicate one already
 * saved in the same language (or an earlier one in the same paste) are skipped, the rest are
 * accepted in paste order, each in `locale`.
 */
export function planDevotionalImport(
  records: readonly ParsedDevotional[],
  existing: readonly DatedTitle[],
  locale: Locale,
): DevotionalImportPlan {
  const seen: DatedTitle[] = [...existing];
  const plan: DevotionalImportPlan = { accepted: [], duplicates: 0, errors: [] };
  records.forEach((record, index) => {
    const checked = checkDevotional(toDevotionalInput(record, locale));
    if (!checked.ok) {
      plan.errors.push({ record: index + 1, title: record.title, message: checked.message });
      return;
    }
    if (isDuplicateDevotional(checked.value, seen)) {
      plan.duplicates += 1;
      return;
    }
    seen.push(checked.value);
    plan.accepted.push(checked.value);
  });
  return plan;
}
