import type { Locale } from '../../i18n/locales.ts';
import { type BibleVersionCode, bibleVersions, defaultBibleVersion } from '../bible/versions.ts';

/**
 * The Bible version a page in `locale` reads and links to: the first version in that language
 * (the Reina-Valera 1909 for Spanish once it is one of src/lib/bible/versions.ts), else the default.
 * Reading plans' chapter links and memory verses follow it.
 */
export function bibleVersionFor(locale: Locale): BibleVersionCode {
  return bibleVersions.find((v) => v.language === locale)?.code ?? defaultBibleVersion;
}
