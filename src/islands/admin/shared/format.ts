import { getLocale } from '../../../i18n/page-locale.ts';

/** A moment as the admin panel shows it: date and time in the page's language. */
export function adminTime(iso: string): string {
  return new Date(iso).toLocaleString(getLocale());
}

/** A number in the page's language ("1.5" in English, "1,5" in Spanish). */
export function adminNumber(value: number, digits = 0): string {
  return new Intl.NumberFormat(getLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A calendar day (`2026-03-01`) as the admin lists show it: "Mar 1, 2026", "1 mar 2026". */
export function adminDay(day: string): string {
  const options = { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' } as const;
  return new Intl.DateTimeFormat(getLocale() === 'en' ? 'en-US' : getLocale(), options).format(
    new Date(`${day}T00:00:00Z`),
  );
}
