import { type CollectionEntry, getCollection } from 'astro:content';
import { listDevotionals } from '../../db/queries/devotionals.ts';
import { listMiniLessons } from '../../db/queries/mini-lessons.ts';
import { listReadingsBetween } from '../../db/queries/readings.ts';
import { listActiveProverbs } from '../../db/queries/wisdom.ts';
import type { Locale } from '../i18n/locales.ts';
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

let devotionalsCache: Promise<PublishedDevotional[]> | null = null;

/** Every devotional with its page address, newest first (scheduled ones included). */
export function allDevotionals(): Promise<PublishedDevotional[]> {
  devotionalsCache ??= listDevotionals(buildDb()).then((list) => {
    const paths = devotionalPaths(list);
    return list.map(({ createdAt: _c, updatedAt: _u, ...d }) => {
      const path = paths.get(d.id)!;
      return { ...d, path, url: absoluteUrl(path) };
    });
  });
  return devotionalsCache;
}

/** What the public sees: dated on or before the build day, newest first. */
export async function publicDevotionals(): Promise<PublishedDevotional[]> {
  return publishedDevotionals(await allDevotionals(), buildDay());
}

/** The larger list the past-devotionals and large-view dialogs load on demand. */
export const recentCount = 60;

export async function shippedDevotionals(): Promise<PublishedDevotional[]> {
  return devotionalsToShip(await allDevotionals(), buildDay(), shipWindow);
}

/** Active proverbs, newest first, as the Daily Wisdom card needs them. */
export async function wisdomItems(): Promise<WisdomItem[]> {
  const list = await listActiveProverbs(buildDb());
  return list.map(({ proverb, reference, meaning, whyItMatters }) => ({
    proverb,
    reference,
    meaning,
    whyItMatters,
  }));
}

let lessonsCache: Promise<MiniLesson[]> | null = null;
export function miniLessons(): Promise<MiniLesson[]> {
  lessonsCache ??= listMiniLessons(buildDb());
  return lessonsCache;
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
