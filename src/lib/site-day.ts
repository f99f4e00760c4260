/**
 * Days as 'YYYY-MM-DD' strings in the site's time zone (SITE_TIME_ZONE): "today" for the daily
 * devotional, the daily proverb and the reading plan. Pure: the caller passes the clock.
 */
import type { Day } from './site-today.ts';

export type { Day };

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const msPerDay = 86_400_000;

export { siteDay } from './site-today.ts';

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (2025-02-30 is not). */
export function isValidDay(value: string): boolean {
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1;
}

function toUtcMs(day: Day): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The day `days` after `day` (negative goes back). */
export function addDays(day: Day, days: number): Day {
  return new Date(toUtcMs(day) + days * msPerDay).toISOString().slice(0, 10);
}

/** Day of the year, 1 for January 1st (the daily proverb's starting point). */
export function dayOfYear(day: Day): number {
  const year = Number(day.slice(0, 4));
  return Math.round((toUtcMs(day) - Date.UTC(year, 0, 1)) / msPerDay) + 1;
}

/** The `Intl` language tag of a site language ('en' is written the US way, as before). */
function intlTag(locale: string): string {
  return locale === 'en' ? 'en-US' : locale;
}

/** A day for people: "Sunday, June 1, 2025", in Spanish "domingo, 1 de junio de 2025". */
export function formatDayLong(day: Day, locale = 'en'): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(toUtcMs(day)));
}

/** A day's weekday, short, in a language: "Mon", "lun". */
export function formatWeekdayShort(day: Day, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }).format(
    new Date(toUtcMs(day)),
  );
}

/** A day for lists: "Jun 1, 2025", in Spanish "1 jun 2025". */
export function formatDayShort(day: Day, locale = 'en'): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(toUtcMs(day)));
}
