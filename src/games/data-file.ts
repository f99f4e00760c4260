import type { Loader } from 'astro/loaders';
import { file } from 'astro/loaders';
import { baseLocale, type Locale } from '../i18n/locales.ts';

/** A game's data file in a language: `content/games/<slug>.json` in English, else under `content/games/<locale>/`. */
export function gameDataPath(slug: string, locale: Locale = baseLocale): string {
  return locale === baseLocale ? `./content/games/${slug}.json` : `./content/games/${locale}/${slug}.json`;
}

/**
 * Loads a game's data file in a language as one entry with id <slug>, so that a game's schema sees
 * the whole data set and can enforce the spec's counts (e.g. 7 levels of 6 words).
 */
export function gameDataFile(slug: string, locale: Locale = baseLocale): Loader {
  return file(gameDataPath(slug, locale), {
    parser: (text) => ({ [slug]: JSON.parse(text) as Record<string, unknown> }),
  });
}
