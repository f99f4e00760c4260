import { locales } from '../i18n/locales.ts';

/**
 * Messages and limits shared by every admin content form and bulk import: the forms, the API and
 * the importers all use these, so the words are the same everywhere.
 */
export const missingFieldsTitle = 'Missing Fields';
export const missingFieldsText = 'Please fill in all required fields.';
/** What the API answers when a required field is empty. */
export const missingFieldsMessage = `${missingFieldsTitle}: ${missingFieldsText}`;

/** What the forms and the API answer for a content language that is not one of the site's. */
export const invalidLocaleMessage = `Invalid Language: the language must be one of ${locales.join(', ')}.`;

export const invalidDateMessage =
  'Invalid Date: Please write the date as YYYY-MM-DD, for example 2025-06-01.';

/** A bulk paste may hold at most this much text (UTF-8) ... */
export const maxImportBytes = 200 * 1024;
/** ... and at most this many records; bigger pastes are refused whole, with a message saying so. */
export const maxImportRecords = 500;

export type ImportCapProblem = { message: string } | null;

/** Size of a text in UTF-8 bytes (what "200 KB" means). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The refusal for a paste that is too big, or null when it is within the caps. */
export function checkImportCaps(bytes: number, records: number, noun: string): ImportCapProblem {
  if (bytes > maxImportBytes || records > maxImportRecords) {
    return {
      message:
        `Too Much Data: paste at most 200 KB and ${maxImportRecords} ` +
        `${noun} at a time. Please split the text and import it in parts.`,
    };
  }
  return null;
}

export interface ImportSummary {
  imported: number;
  duplicates: number;
  errors: number;
}

export interface ImportToast {
  title: string;
  description: string;
  variant: 'success' | 'error' | 'default';
}

/**
 * The toast after a bulk import: "Import Complete! Imported N ... M duplicates skipped. K errors.",
 * "All Duplicates" when every record was already there, "Import Failed" when nothing could be saved.
 */
export function importToast(summary: ImportSummary, noun: string): ImportToast {
  const { imported, duplicates, errors } = summary;
  if (imported === 0 && errors === 0 && duplicates > 0) {
    return {
      title: 'All Duplicates',
      description: `All ${duplicates} ${noun} are already in the list; nothing was imported.`,
      variant: 'default',
    };
  }
  if (imported === 0) {
    return {
      title: 'Import Failed',
      description: `No ${noun} could be imported. ${duplicates} duplicates skipped. ${errors} errors.`,
      variant: 'error',
    };
  }
  return {
    title: 'Import Complete!',
    description: `Imported ${imported} ${noun}. ${duplicates} duplicates skipped. ${errors} errors.`,
    variant: 'success',
  };
}

/** The toast when the paste holds no record at all. */
export function noDataToast(hint: string): ImportToast {
  return { title: 'No Data', description: hint, variant: 'error' };
}

/** Surrounding straight or curly quotes, removed once ("“Be kind.”" → "Be kind."). */
export function stripSurroundingQuotes(value: string): string {
  const pairs: Array<[string, string]> = [
    ['"', '"'],
    ["'", "'"],
    ['“', '”'],
    ['‘', '’'],
    ['«', '»'],
  ];
  const text = value.trim();
  for (const [open, close] of pairs) {
    if (text.length >= 2 && text.startsWith(open) && text.endsWith(close)) return text.slice(1, -1).trim();
  }
  return text;
}
