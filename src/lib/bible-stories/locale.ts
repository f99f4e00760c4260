import { baseLocale, isLocale, type Locale, locales } from '../../i18n/locales.ts';
import type { StoryFrontmatter } from './story-schema.ts';

/**
 * The story path in each language: one content collection holds every language's files, English
 * in content/stories/NN-slug.md and each other language in a folder of its code under the same
 * names (content/stories/es/NN-slug.md). An entry's id is its path without `.md`.
 */

/** The folder of a language's story files under content/stories ('' for English, 'es/' ...). */
export function storyFolder(locale: Locale): string {
  return locale === baseLocale ? '' : `${locale}/`;
}

/** The collection's glob patterns: each language's NN-slug.md files, in its own folder. */
export const storyFilePatterns: string[] = locales.map((locale) => `${storyFolder(locale)}[0-9][0-9]-*.md`);

/** The language and file name of a collection entry (`es/01-god-makes-everything`). */
export function storyEntryFile(id: string): { locale: Locale; file: string } {
  const slash = id.indexOf('/');
  if (slash < 0) return { locale: baseLocale, file: id };
  const folder = id.slice(0, slash);
  if (!isLocale(folder) || folder === baseLocale)
    throw new Error(`${id}: stories live in a language's folder`);
  return { locale: folder, file: id.slice(slash + 1) };
}

/** A story entry of the collection as Astro gives it. */
export interface StoryEntry {
  id: string;
  data: StoryFrontmatter;
  body?: string;
}

/** The entries of one language, in path order, with their file names. */
export function storyEntriesOf(
  entries: readonly StoryEntry[],
  locale: Locale,
): { file: string; data: StoryFrontmatter; body: string }[] {
  return entries
    .map((entry) => ({ ...storyEntryFile(entry.id), data: entry.data, body: entry.body ?? '' }))
    .filter((entry) => entry.locale === locale)
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ file, data, body }) => ({ file, data, body }));
}
