/**
 * Families (issue 17): the rules of child profiles, the parent's PIN and a child's public name,
 * shared by /family, the top bar and the API (no zod here: islands import it as it is).
 */

import { m } from '#messages';
import type { Locale } from '../i18n/locales.ts';
import { type LocalText, textsNow } from './local-text.ts';

/** A family has at most this many child profiles. */
export const maxChildren = 6;
export const ageBands = ['4-6', '7-9', '10-12'] as const;
export type AgeBand = (typeof ageBands)[number];
export const profileNameMaxLength = 20;
/** A PIN is 4 to 8 digits: a longer one takes a guesser far longer. */
export const pinMinLength = 4;
export const pinMaxLength = 8;

/** The messages of these rules in any language (the API answers each request in its own). */
export const familyTexts = {
  nameRequired: (locale?: Locale) => m.api_profile_name_required({}, { locale }),
  nameTooLong: (locale?: Locale) => m.api_profile_name_too_long({ max: profileNameMaxLength }, { locale }),
  nameInvalid: (locale?: Locale) => m.api_profile_name_invalid({}, { locale }),
  avatarRequired: (locale?: Locale) => m.api_avatar_required({}, { locale }),
  ageBandRequired: (locale?: Locale) => m.api_age_band_required({}, { locale }),
  tooManyChildren: (locale?: Locale) => m.api_too_many_children({ max: maxChildren }, { locale }),
  pinInvalid: (locale?: Locale) => m.api_pin_invalid({ min: pinMinLength, max: pinMaxLength }, { locale }),
} satisfies Record<string, LocalText>;

/** The same rule messages in the page's language (English on the server). */
export const familyMessages = textsNow(familyTexts);

/**
 * What the API answers about families, in any language (kept apart from the rules above, so that
 * the pages' scripts carry only the messages they show).
 */
export const familyAnswerTexts = {
  pinWrong: (locale?: Locale) => m.api_pin_wrong({}, { locale }),
  pinTooMany: (locale?: Locale) => m.api_pin_too_many({}, { locale }),
  parentOnly: (locale?: Locale) => m.api_parent_only({}, { locale }),
  noSuchProfile: (locale?: Locale) => m.api_no_such_profile({}, { locale }),
  postingOff: (locale?: Locale) => m.api_posting_off({}, { locale }),
  stillWithParent: (locale?: Locale) => m.api_still_with_parent({}, { locale }),
  childDeleted: (locale?: Locale) => m.api_child_deleted({}, { locale }),
  waitsForParent: (locale?: Locale) => m.api_waits_for_parent({}, { locale }),
} satisfies Record<string, LocalText>;

/**
 * A child's first name or nickname: letters (any alphabet), spaces, hyphens and apostrophes, at most
 * 20 characters; null when it is fine, else the message. No digits or "@", so no e-mail address
 * or phone number ends up as a name.
 */
export function checkProfileName(raw: string): string | null {
  const name = raw.trim();
  if (!name) return familyMessages.nameRequired;
  if (name.length > profileNameMaxLength) return familyMessages.nameTooLong;
  if (!/^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u.test(name)) return familyMessages.nameInvalid;
  return null;
}

export const isAgeBand = (value: unknown): value is AgeBand =>
  typeof value === 'string' && (ageBands as readonly string[]).includes(value);

const pinPattern = new RegExp(`^\\d{${pinMinLength},${pinMaxLength}}$`);

/** A PIN is 4 to 8 digits. */
export const isPin = (value: unknown): value is string => typeof value === 'string' && pinPattern.test(value);

/** Whether another child profile can be added to a family that has `children` already. */
export const canAddChild = (children: number): boolean => children < maxChildren;

/**
 * The name a submission is shown under publicly. A child's: the first name only (first word), or
 * "A young reader" when it is to be anonymous; never the account's name or e-mail.
 */
export function publicChildName(displayName: string, anonymous: boolean): string {
  const first = displayName.trim().split(/\s+/)[0] ?? '';
  return anonymous || !first ? 'A young reader' : first;
}

/** Whole months between two instants (for the retention of inactive child profiles). */
export function monthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/**
 * What retention does with a child profile last active at `lastActive`, with a limit of
 * `limitMonths`: delete it once the limit is reached, warn the parent in the month before (once).
 */
export function retentionAction(
  lastActive: Date,
  limitMonths: number,
  warned: boolean,
  now: Date,
): 'keep' | 'warn' | 'delete' {
  const idle = monthsBetween(lastActive, now);
  if (idle >= limitMonths) return 'delete';
  if (idle >= limitMonths - 1 && !warned) return 'warn';
  return 'keep';
}

/** What a child did in a week, for the parent's view and the weekly summary e-mail. */
export interface LearnerWeek {
  chapters: Array<{ book: string; chapter: number; completedAt: string }>;
  /** The books those chapters are in (the small map), with how many chapters of each. */
  books: Array<{ book: string; chapters: number }>;
  badges: Array<{ id: string; name: string; icon: string; awardedAt: string }>;
  games: Array<{ gameId: string; played: number; bestScore: number }>;
  verses: Array<{ reference: string; masteredAt: string }>;
  /** Devotional pages opened, e.g. "/devotionals/2026-01-05-god-so-loved-the-world/". */
  devotionals: string[];
  /** Bible stories heard (their slugs, e.g. "noahs-big-boat"), most recent first. */
  stories: string[];
  /** The latest time the profile read, heard a story, played or practised; null when never. */
  lastLearnedAt: string | null;
}

/**
 * A week as the API answers it: each book also by its name, and each verse's reference, in the
 * request's language ("Juan", "Salmo 23:1"), so the parent's page needs no table of names.
 */
export interface NamedLearnerWeek extends Omit<LearnerWeek, 'chapters' | 'books'> {
  chapters: Array<LearnerWeek['chapters'][number] & { bookName: string }>;
  books: Array<LearnerWeek['books'][number] & { bookName: string }>;
}

/**
 * A week's games as the parent reads them: each by its name (its id only when unknown), e.g.
 * "Bible Hangman (8×, best 630)".
 */
export function gamesPlayedText(
  games: LearnerWeek['games'],
  titles: Readonly<Record<string, string>>,
  locale?: Locale,
): string {
  return games
    .map((g) =>
      m.family_games_played_list(
        { title: titles[g.gameId] ?? g.gameId, played: g.played, best: g.bestScore },
        { locale },
      ),
    )
    .join(', ');
}
