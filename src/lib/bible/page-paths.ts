import { type BibleVersionCode, findVersion } from './versions.ts';

/*
 * A version's page paths, apart from paths.ts (which needs the 66 books): the browser scripts that
 * build a chapter link (the picker, the plans, keep-this-book, the version choice) import only these.
 */

/**
 * Where a version's pages live: under its language's prefix (`/bible/web/`, `/es/bible/rv1909/`),
 * as each version's pages are rendered once, in its own language.
 */
export function versionPagesRoot(version: BibleVersionCode): string {
  const language = findVersion(version)?.language ?? 'en';
  return `${language === 'en' ? '' : `/${language}`}/bible/${version}/`;
}

/** Where a book and a chapter of a version live on the site, and the static JSON beside them. */
export function bookPagePath(version: BibleVersionCode, bookSlug: string): string {
  return `${versionPagesRoot(version)}${bookSlug}/`;
}

export function chapterPagePath(version: BibleVersionCode, bookSlug: string, chapter: number): string {
  return `${versionPagesRoot(version)}${bookSlug}/${chapter}/`;
}

/** The public Bible service paths (/bible-data/{id}/books.json, .../chapters/{n}.json), static JSON. */
export const bibleDataBase = '/bible-data';

export function booksJsonPath(serviceId: string): string {
  return `${bibleDataBase}/${serviceId}/books.json`;
}

export function chapterJsonPath(serviceId: string, bookSlug: string, chapter: number): string {
  return `${bibleDataBase}/${serviceId}/books/${bookSlug}/chapters/${chapter}.json`;
}
