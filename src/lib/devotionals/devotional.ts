import { z } from 'zod';
import type { ApiErrorCode } from '../api-errors.ts';
import { invalidDateMessage, missingFieldsMessage } from '../content-rules.ts';
import { type Day, isValidDay } from '../site-day.ts';
import { isPlayableMediaUrl, type MediaType } from './media-rules.ts';

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

const required = (max: number, label: string) =>
  z
    .string({ error: missingFieldsMessage })
    .trim()
    .min(1, missingFieldsMessage)
    .max(max, `${label} is too long (at most ${max.toLocaleString('en-US')} characters).`);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max.toLocaleString('en-US')} characters).`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The four required fields alone, checked first so that a missing one always says "Missing Fields". */
const requiredFields = z.object({
  title: required(devotionalLimits.title, 'The title'),
  date: required(10, 'The date'),
  keyVerse: required(devotionalLimits.keyVerse, 'The key verse'),
  devotionalText: required(devotionalLimits.devotionalText, 'The devotional text'),
});

/** Add / edit devotional: title, date, key verse and text required; the rest optional. */
export const devotionalInputSchema = requiredFields
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
  })
  .transform((v): DevotionalFields => ({ ...v, mediaUrl: v.mediaType === 'none' ? null : v.mediaUrl }));

export type DevotionalInput = z.input<typeof devotionalInputSchema>;

export type CheckResult<T> = { ok: true; value: T } | { ok: false; code: ApiErrorCode; message: string };

/** Validates a devotional from a form, the API or a bulk record; the first problem wins. */
export function checkDevotional(raw: unknown): CheckResult<DevotionalFields> {
  const missing = requiredFields.safeParse(raw).error?.issues.some((i) => i.message === missingFieldsMessage);
  if (missing) return { ok: false, code: 'missing_fields', message: missingFieldsMessage };
  const result = devotionalInputSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const message = result.error.issues[0]?.message ?? 'Invalid devotional.';
  return { ok: false, code: message === invalidDateMessage ? 'invalid_date' : 'invalid_input', message };
}
