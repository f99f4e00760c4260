import { addDays, type Day } from '../site-day.ts';

/** Which devotional is today's (dated today, else the latest before), which are past, and paging. */
export interface DatedItem {
  id: number;
  date: Day;
}

/** The past-devotionals dialog and the archive show 5 a page. */
export const pastPageSize = 5;

/** Newest date first; on the same date the later one (higher id) first. */
export function newestFirst<T extends DatedItem>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

/** Today's devotional: the one dated today; if none, the most recent dated on or before today. */
export function todaysDevotional<T extends DatedItem>(list: readonly T[], today: Day): T | null {
  return newestFirst(list).find((d) => d.date <= today) ?? null;
}

/** Past devotionals: dated before today, newest first. */
export function pastDevotionals<T extends DatedItem>(list: readonly T[], today: Day): T[] {
  return newestFirst(list).filter((d) => d.date < today);
}

/** What the public may see: dated on or before today, newest first (later ones are scheduled). */
export function publishedDevotionals<T extends DatedItem>(list: readonly T[], today: Day): T[] {
  return newestFirst(list).filter((d) => d.date <= today);
}

/** Pages needed for `total` items; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number = pastPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of 1-based `page`, clamped into range. */
export function pageItems<T>(list: readonly T[], page: number, pageSize: number = pastPageSize): T[] {
  const last = pageCount(list.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  return list.slice((current - 1) * pageSize, current * pageSize);
}

export interface ShipWindow {
  /** Scheduled devotionals up to this many days after the build ... */
  futureDays: number;
  /** ... and this many of the newest dated on or before the build day. */
  pastCount: number;
}

/**
 * What a page carries: scheduled devotionals of the coming week (so its script finds today's for a
 * week without a rebuild) and the newest 5 before, whatever the length of the list.
 */
export const shipWindow: ShipWindow = { futureDays: 7, pastCount: 5 };

/**
 * The part of the list a page carries so that, opened days after it was built, the page script still
 * finds today's devotional in the browser without a rebuild.
 */
export function devotionalsToShip<T extends DatedItem>(
  list: readonly T[],
  buildDay: Day,
  window: ShipWindow,
): T[] {
  const lastDay = addDays(buildDay, window.futureDays);
  const sorted = newestFirst(list);
  const future = sorted.filter((d) => d.date > buildDay && d.date <= lastDay);
  const published = sorted.filter((d) => d.date <= buildDay).slice(0, window.pastCount);
  return [...future, ...published];
}

/** A URL-safe slug of a title: "God’s Big Love!" → "gods-big-love". */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'devotional';
}

/**
 * Each devotional's page path, `/devotionals/<date>-<slug>/`. When two would share one, the older
 * (lower id) keeps it and the other gets its id appended, so an existing address never changes.
 */
export function devotionalPaths<T extends DatedItem & { title: string }>(
  list: readonly T[],
): Map<number, string> {
  const paths = new Map<number, string>();
  const taken = new Set<string>();
  for (const d of [...list].sort((a, b) => a.id - b.id)) {
    const base = `/devotionals/${d.date}-${titleSlug(d.title)}`;
    const path = taken.has(base) ? `${base}-${d.id}/` : `${base}/`;
    taken.add(base);
    paths.set(d.id, path);
  }
  return paths;
}

/** The archive's page path: page 1 is /devotionals/archive/, page n is /devotionals/archive/n/. */
export function archivePagePath(page: number): string {
  return page <= 1 ? '/devotionals/archive/' : `/devotionals/archive/${page}/`;
}
