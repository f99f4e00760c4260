import type { Locale } from '../../i18n/locales.ts';
import type { CheckResult, FieldAnswer } from '../content-fields.ts';
import { checkRecord, localeField, optionalText, tooLong } from '../content-fields.ts';
import { invalidDateMessage, missingFieldsMessage } from '../content-rules.ts';
import { type Day, isValidDay } from '../site-day.ts';
import { isPlayableMediaUrl, type MediaType } from './media-rules.ts';

export type { CheckResult } from '../content-fields.ts';
export type { MediaType } from './media-rules.ts';
export { isPlayableMediaUrl, mediaFeature, mediaLockedMessage } from './media-rules.ts';
export const mediaTypes: readonly MediaType[] = ['none', 'audio', 'video'];

export interface DevotionalFields {
  date: Day;
  title: string;
  keyVerse: string;
  devotionalText: string;
  reflection: string | null;
  prayer: string | null;
  mediaType: MediaType;
  mediaUrl: string | null;
  /** The language it is written in: the pages of that language show it. */
  locale: Locale;
}

export interface Devotional extends DevotionalFields {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** A devotional as public pages and islands get it: with its page's path and absolute URL. */
export interface PublishedDevotional extends DevotionalFields {
  id: number;
  path: string;
  url: string;
}

export const devotionalLimits = {
  title: 200,
  keyVerse: 600,
  devotionalText: 20_000,
  reflection: 5_000,
  prayer: 5_000,
  mediaUrl: 2_000,
} as const;

/** "video" or "audio" anywhere in the value picks that type; anything else is none. */
export function mediaTypeFrom(value: string): MediaType {
  const v = value.trim().toLowerCase();
  if (v.includes('video')) return 'video';
  if (v.includes('audio')) return 'audio';
  return 'none';
}

const audioExtensions = ['mp3', 'm4a', 'aac', 'wav', 'oga', 'ogg', 'opus', 'flac'];
const videoExtensions = ['mp4', 'm4v', 'webm', 'ogv', 'mov'];

/** A media type guessed from a URL's file extension, for a bulk record with a URL but no type. */
export function mediaTypeFromUrl(url: string): MediaType {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url.trim())?.[1]?.toLowerCase() ?? '';
  if (audioExtensions.includes(ext)) return 'audio';
  if (videoExtensions.includes(ext)) return 'video';
  return 'none';
}

/**
 * Add / edit devotional: title, date, key verse and text required; the rest optional (the language
 * English unless given). Checks a
 * devotional from a form, the API or a bulk record; the first problem wins. Plain code (no zod) for
 * the admin page; the API's edge also checks with the zod schema of src/lib/content-schemas.ts.
 */
export function checkDevotional(raw: unknown): CheckResult<DevotionalFields> {
  const L = devotionalLimits;
  return checkRecord(raw, (r, problems) => {
    const fields = {
      title: problems.required(r.title, L.title, 'The title'),
      date: problems.take(dayOf(r.date)),
      keyVerse: problems.required(r.keyVerse, L.keyVerse, 'The key verse'),
      devotionalText: problems.required(r.devotionalText, L.devotionalText, 'The devotional text'),
      reflection: problems.optional(r.reflection, L.reflection, 'The reflection'),
      prayer: problems.optional(r.prayer, L.prayer, 'The prayer'),
      mediaType: problems.take(mediaTypeOf(r.mediaType)),
      mediaUrl: problems.take(mediaUrlOf(r.mediaUrl)),
      locale: problems.take(localeField(r.locale)),
    };
    return { ...fields, mediaUrl: fields.mediaType === 'none' ? null : fields.mediaUrl };
  });
}

/** A required date ("Missing Fields" when blank, wins over every other problem) in YYYY-MM-DD. */
function dayOf(value: unknown): FieldAnswer<Day> {
  if (typeof value !== 'string' || value.trim() === '') return { message: missingFieldsMessage };
  const date = value.trim();
  return isValidDay(date) ? { value: date } : { message: invalidDateMessage };
}

function mediaTypeOf(value: unknown): FieldAnswer<MediaType> {
  if (value === undefined) return { value: 'none' };
  return mediaTypes.includes(value as MediaType)
    ? { value: value as MediaType }
    : { message: 'Media type must be none, audio or video.' };
}

function mediaUrlOf(value: unknown): FieldAnswer<string | null> {
  const L = devotionalLimits.mediaUrl;
  const answer = optionalText(value, L, tooLong('The media URL', L));
  if ('message' in answer) return answer;
  const url = answer.value || null;
  return url === null || isPlayableMediaUrl(url)
    ? { value: url }
    : { message: 'The media URL must start with https:// or be a file of this site (starting with /).' };
}
