import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { gameCollections } from './games/collections.ts';
import { locales } from './i18n/locales.ts';
import { glossarySchema, spanishGlossarySchema } from './lib/bible/glossary-schema.ts';
import { storyFilePatterns } from './lib/bible-stories/locale.ts';
import { storyFrontmatterSchema } from './lib/bible-stories/story-schema.ts';
import { planSchema } from './lib/plans.ts';
import { siteContentInEveryLanguage } from './lib/site-content-loader.ts';

/** Editorial pages and page fragments (the About mission text, lead-ins). */
const pages = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './content/pages' }),
  schema: z.object({
    /** Heading shown on the page. */
    title: z.string().min(1),
    /** Meta description for search engines, at most about 160 characters. */
    description: z.string().min(1).max(200),
  }),
});

/** The three plans, shared by /explorer and /subscription, in every language (content/site/es/...). */
const plans = defineCollection({
  loader: siteContentInEveryLanguage('plans'),
  schema: planSchema.extend({ id: z.string(), locale: z.enum(locales) }),
});

/** Feature highlights on the Journey of Faith page, in every language. */
const features = defineCollection({
  loader: siteContentInEveryLanguage('features'),
  schema: z.object({
    id: z.string(),
    locale: z.enum(locales),
    emoji: z.string().min(1),
    title: z.string().min(1),
    description: z.string().min(1),
    href: z.string().startsWith('/'),
  }),
});

/** Questions and answers on the plans page, in every language. */
const faq = defineCollection({
  loader: siteContentInEveryLanguage('faq'),
  schema: z.object({
    id: z.string(),
    locale: z.enum(locales),
    question: z.string().min(1),
    answer: z.string().min(1),
  }),
});

/**
 * The word helper's glossary (content/bible/words.json: `[{ word, meaning, forms? }]`), one entry
 * `glossary` holding every word, so that the schema sees them all (at least 150, none twice).
 */
const bibleWords = defineCollection({
  loader: file('./content/bible/words.json', {
    parser: (text) => ({ glossary: { words: JSON.parse(text) as unknown[] } }),
  }),
  schema: z.object({ words: glossarySchema }),
});

/** The Spanish word helper's glossary: old words of the Reina-Valera 1909 (content/bible/es/words.json). */
const bibleWordsEs = defineCollection({
  loader: file('./content/bible/es/words.json', {
    parser: (text) => ({ glossary: { words: JSON.parse(text) as unknown[] } }),
  }),
  schema: z.object({ words: spanishGlossarySchema }),
});

/**
 * The story path (/bible-stories/) in every language: one file a story, content/stories/NN-slug.md
 * in English and content/stories/<locale>/NN-slug.md in the others (id: the path without .md, see
 * src/lib/bible-stories/locale.ts), its frontmatter checked by src/lib/bible-stories/story-schema.ts
 * and its text by tests/unit/stories.test.ts and tests/unit/stories-es.test.ts.
 */
const bibleStories = defineCollection({
  loader: glob({
    pattern: storyFilePatterns,
    base: './content/stories',
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  }),
  schema: storyFrontmatterSchema,
});

export const collections = {
  pages,
  plans,
  features,
  faq,
  bibleWords,
  bibleWordsEs,
  bibleStories,
  ...gameCollections,
};
