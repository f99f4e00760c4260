import type { Locale } from '../../i18n/locales.ts';
import { type BibleVersionCode, defaultBibleVersion } from '../bible/versions.ts';

/**
 * The version memory verses are shown and checked in: the default (the World English Bible), on
 * Memory Master's page (built-in verses) and in the API (a learner's own verses and their practice).
 */
export const memoryVersion: BibleVersionCode = defaultBibleVersion;

/**
 * The version memory verses are said in on a page in each language: a Spanish page shows and checks
 * them in the Reina-Valera 1909. Progress is the same whatever the language (a verse is its reference).
 */
export const memoryVersions: Readonly<Record<Locale, BibleVersionCode>> = { en: memoryVersion, es: 'rv1909' };

export function memoryVersionFor(locale: Locale): BibleVersionCode {
  return memoryVersions[locale];
}
