import type { Locale } from '../../i18n/locales.ts';
import { localizedPath } from '../../i18n/paths.ts';
import { chapterPagePath, versePagePath } from '../bible/paths.ts';
import { type BibleVersionCode, bibleVersions, defaultBibleVersion, findVersion } from '../bible/versions.ts';
import { storyArt, storyPagePath, storySlugOf } from './path.ts';
import { type StoryFrontmatter, type StoryReference, storyBook } from './story-schema.ts';

/** A story as the pages use it: its file's frontmatter, where it lives, and its text. */
export interface BibleStory extends StoryFrontmatter {
  /** The file's base name (`01-god-makes-everything`), also the picture's. */
  file: string;
  slug: string;
  path: string;
  art: string;
  /** The text's paragraphs (blank lines apart in the file). */
  paragraphs: string[];
}

/** A reference as the story page lists it: "Genesis 2:1-3", linked to its chapter. */
export interface StoryReferenceLink {
  label: string;
  href: string;
}

/** The paragraphs of a story's plain-Markdown text. */
export function storyParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A story of one language's path; its page is under that language's path (`/es/bible-stories/...`). */
export function toBibleStory(file: string, data: StoryFrontmatter, body: string, locale: Locale): BibleStory {
  const slug = storySlugOf(file);
  return {
    ...data,
    file,
    slug,
    path: localizedPath(storyPagePath(slug), locale),
    art: storyArt(file),
    paragraphs: storyParagraphs(body),
  };
}

/**
 * The version a story's references open in a language: the default version when it is in that
 * language, else the language's first version, else the default (until the language has one).
 */
export function storyBibleVersion(locale: Locale): BibleVersionCode {
  if (findVersion(defaultBibleVersion)?.language === locale) return defaultBibleVersion;
  return bibleVersions.find((v) => v.language === locale)?.code ?? defaultBibleVersion;
}

/** The chapter page of a reference in the language's version (at its first verse when it has verses). */
export function referenceLink(ref: StoryReference, locale: Locale): StoryReferenceLink {
  const book = storyBook(ref.book);
  if (!book) throw new Error(`unknown book ${ref.book}`);
  const label = `${book.name} ${ref.chapter}${ref.verses ? `:${ref.verses}` : ''}`;
  const version = storyBibleVersion(locale);
  const first = ref.verses ? Number(ref.verses.split('-')[0]) : null;
  const href = first
    ? versePagePath(version, book.slug, ref.chapter, first)
    : chapterPagePath(version, book.slug, ref.chapter);
  return { label, href };
}
