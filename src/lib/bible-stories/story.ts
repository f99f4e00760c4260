import { baseLocale, type Locale } from '../../i18n/locales.ts';
import { chapterPagePath, versePagePath } from '../bible/paths.ts';
import { defaultBibleVersion } from '../bible/versions.ts';
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
    path: `${locale === baseLocale ? '' : `/${locale}`}${storyPagePath(slug)}`,
    art: storyArt(file),
    paragraphs: storyParagraphs(body),
  };
}

/** The chapter page of a reference in the default version (at its first verse when it has verses). */
export function referenceLink(ref: StoryReference): StoryReferenceLink {
  const book = storyBook(ref.book);
  if (!book) throw new Error(`unknown book ${ref.book}`);
  const label = `${book.name} ${ref.chapter}${ref.verses ? `:${ref.verses}` : ''}`;
  const first = ref.verses ? Number(ref.verses.split('-')[0]) : null;
  const href = first
    ? versePagePath(defaultBibleVersion, book.slug, ref.chapter, first)
    : chapterPagePath(defaultBibleVersion, book.slug, ref.chapter);
  return { label, href };
}
