import { baseLocale } from '../../i18n/locales.ts';
import { bookPagePath, chapterPagePath } from './page-paths.ts';
import { type BibleVersionCode, defaultVersionFor, findVersion } from './versions.ts';

/**
 * The Bible version a learner reads in: the one they chose last in the page's language, else that
 * language's first version (the World English Bible on English pages, the Reina-Valera 1909 on
 * Spanish ones, for new visitors and child profiles alike). The choice is kept in the browser for
 * each learner (a child's profile has its own) and each language, and for whoever is signed out.
 */
export function chosenVersionKey(learnerId: string | null, language: string = baseLocale): string {
  const base = learnerId ? `bible-version:${learnerId}` : 'bible-version';
  return language === baseLocale ? base : `${base}:${language}`;
}

/** The version a kept choice names, when it is one of this language; the language's first otherwise. */
export function chosenVersion(kept: string | null, language: string = baseLocale): BibleVersionCode {
  const version = kept ? findVersion(kept) : null;
  return version && version.language === language ? version.code : defaultVersionFor(language);
}

/**
 * A chapter or book page path (`/bible/web/john/3/`, `/es/bible/rv1909/john/3/`) moved to another
 * version, under that version's language; other paths unchanged.
 */
export function pathInVersion(path: string, version: BibleVersionCode): string {
  const match = /^(?:\/[a-z]{2})?\/bible\/([a-z0-9]+)\/([a-z0-9-]+)\/(?:(\d+)\/)?(.*)$/.exec(path);
  if (!match || !findVersion(match[1]!)) return path;
  const [, , book = '', chapter, rest = ''] = match;
  if (!chapter) return bookPagePath(version, book) + rest;
  return chapterPagePath(version, book, Number(chapter)) + rest;
}
