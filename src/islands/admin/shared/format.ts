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
