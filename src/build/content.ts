import { type CollectionEntry, getCollection } from 'astro:content';
import { listDevotionals } from '../../db/queries/devotionals.ts';
import { listMiniLessons } from '../../db/queries/mini-lessons.ts';
import { listReadingsBetween } from '../../db/queries/readings.ts';
import { listActiveProverbs } from '../../db/queries/wisdom.ts';
import type { Locale } from '../i18n/locales.ts';
import { localizedPath } from '../i18n/paths.ts';
import type { PublishedDevotional } from '../lib/devotionals/devotional.ts';
import {
  devotionalPaths,
  devotionalsToShip,
  publishedDevotionals,
  shipWindow,
} from '../lib/devotionals/select.ts';
import type { MiniLesson } from '../lib/mini-lessons.ts';
import { type Plan, sortPlans } from '../lib/plans.ts';
import type { Reading } from '../lib/readings.ts';
import { addDays, type Day, siteDay } from '../lib/site-day.ts';
import type { WisdomItem } from '../lib/wisdom/proverb.ts';
import { buildDb } from './db.ts';
import { absoluteUrl, siteSettings } from './site.ts';

/**
 * Content that pages read at build time, loaded once per build. "Today" is the build's day in
 * SITE_TIME_ZONE; islands re-pick in the browser, so pages stay right after midnight.
 */
let buildDayValue: Day | null = null;
export function buildDay(): Day {
  buildDayValue ??= siteDay(new Date(), siteSettings().siteTimeZone);
  return buildDayValue;
}

const devotionalsCache = new Map<Locale, Promise<PublishedDevotional[]>>();

/**
 * Every devotional written in `locale` with its page address in that language (`/es/devotionals/...`),
 * newest first (scheduled ones included). Each language's pages show only their own.
 */
export function allDevotionals(locale: Locale): Promise<PublishedDevotional[]> {
  let list = devotionalsCache.get(locale);
  if (!list) {
    list = listDevotionals(buildDb(), locale).then((rows) => {
      const paths = devotionalPaths(rows);
      return rows.map(({ createdAt: _c, updatedAt: _u, ...d }) => {
        const path = localizedPath(paths.get(d.id)!, locale);
        return { ...d, path, url: absoluteUrl(path) };
      });
    });
    devotionalsCache.set(locale, list);
  }
  return list;
}

/** What the public sees in `locale`: dated on or before the build day, newest first. */
export async function publicDevotionals(locale: Locale): Promise<PublishedDevotional[]> {
  return publishedDevotionals(await allDevotionals(locale), buildDay());
}

/** The larger list the past-devotionals and large-view dialogs load on demand. */
export const recentCount = 60;

export async function shippedDevotionals(locale: Locale): Promise<PublishedDevotional[]> {
  return devotionalsToShip(await allDevotionals(locale), buildDay(), shipWindow);
}

/** Active proverbs written in `locale`, newest first, as the Daily Wisdom card needs them. */
export async function wisdomItems(locale: Locale): Promise<WisdomItem[]> {
  const list = await listActiveProverbs(buildDb(), locale);
  return list.map(({ proverb, reference, meaning, whyItMatters }) => ({
    proverb,
    reference,
    meaning,
    whyItMatters,
  }));
}

const lessonsCache = new Map<Locale, Promise<MiniLesson[]>>();

/** The mini lessons written in `locale`, in their list order. */
export function miniLessons(locale: Locale): Promise<MiniLesson[]> {
  let list = lessonsCache.get(locale);
  if (!list) {
    list = listMiniLessons(buildDb(), locale);
    lessonsCache.set(locale, list);
  }
  return list;
}

/** Readings a page carries: the next month from the build day. */
export const readingShipDays = 31;
export function upcomingReadings(): Promise<Reading[]> {
  const from = buildDay();
  return listReadingsBetween(buildDb(), from, addDays(from, readingShipDays));
}

/**
 * The plans of content/site/plans.json (content/site/<locale>/plans.json in another language),
 * cheapest first (the plans page and the journey page show them).
 */
export async function sitePlans(locale: Locale): Promise<Plan[]> {
  const entries = await getCollection('plans', (p) => p.data.locale === locale);
  return sortPlans(entries.map((p) => p.data));
}

/** The plans page's questions and answers in a language (content/site/faq.json and beside it). */
export async function siteFaq(locale: Locale): Promise<Array<CollectionEntry<'faq'>['data']>> {
  return (await getCollection('faq', (e) => e.data.locale === locale)).map((e) => e.data);
}

/** The Journey of Faith page's features in a language (content/site/features.json and beside it). */
export async function siteFeatures(locale: Locale): Promise<Array<CollectionEntry<'features'>['data']>> {
  return (await getCollection('features', (e) => e.data.locale === locale)).map((e) => e.data);
}
