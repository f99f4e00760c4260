/** A day as 'YYYY-MM-DD' in the site's time zone (kept here so this small module imports nothing). */
export type Day = string;

/** The calendar day `at` falls on in `timeZone` (an IANA name such as America/Chicago). */
export function siteDay(at: Date, timeZone: string): Day {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
