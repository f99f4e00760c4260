import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppDatabase } from '../../db/connection.ts';
import { findMemoryVerse } from '../../db/queries/memory-verses.ts';
import { findReadingPlan } from '../../db/queries/reading-plans.ts';
import { gameCardSchema, gameCardTextSchema } from '../../src/games/catalog.ts';
import { baseLocale, type Locale } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/paths.ts';
import { bookName } from '../../src/lib/bible/book-names.ts';
import { findBook } from '../../src/lib/bible/books.ts';
import { chapterPagePath } from '../../src/lib/bible/paths.ts';
import { defaultVersionFor } from '../../src/lib/bible/versions.ts';
import { storyFolder } from '../../src/lib/bible-stories/locale.ts';
import { storyFilePattern, storyPagePath } from '../../src/lib/bible-stories/path.ts';
import type { AssignmentKind } from '../../src/lib/groups/assignment-target.ts';
import { parseChapterRange } from '../../src/lib/groups/assignment-target.ts';
import { referenceIn } from '../../src/lib/learn/references.ts';
import { inLanguage } from '../../src/lib/learn/translations.ts';
import { projectRoot } from '../rebuild/astro-build.ts';

/**
 * What an assignment's target is called and where a child does it, from the site's own data (the
 * story's and the game's titles, the plan's, the verse's reference, the book's name): data, not
 * messages, in the language asked for where the site has them in it (English otherwise). Null when
 * the target is not one of the site's.
 */
export interface TargetInfo {
  title: string;
  href: string;
}

const storyTitles = new Map<Locale, Map<string, string>>();
const gameTitles = new Map<Locale, Map<string, string>>();

/** Story slug → title in a language, from the front matter of its content/stories files (read once). */
function stories(locale: Locale): Map<string, string> {
  const known = storyTitles.get(locale);
  if (known) return known;
  const folder = path.join(projectRoot, 'content/stories', storyFolder(locale));
  const titles = new Map(
    (existsSync(folder) ? readdirSync(folder) : []).flatMap((file) => {
      const match = storyFilePattern.exec(file.replace(/\.md$/, ''));
      if (!match || !file.endsWith('.md')) return [];
      const text = readFileSync(path.join(folder, file), 'utf8');
      const title = /^title:\s*(.+)$/m
        .exec(text)?.[1]
        ?.trim()
        .replace(/^["']|["']$/g, '');
      return [[match[2]!, title || match[2]!]];
    }),
  );
  storyTitles.set(locale, titles);
  return titles;
}

/** Game id → title in a language: content/games/catalog.json, its words from content/games/<locale>/. */
function games(locale: Locale): Map<string, string> {
  const known = gameTitles.get(locale);
  if (known) return known;
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(path.join(projectRoot, 'content/games', file), 'utf8'));
  const titles = new Map(
    gameCardSchema
      .array()
      .parse(read('catalog.json'))
      .map((g) => [g.id, g.title]),
  );
  const translated = path.join(locale, 'catalog.json');
  if (locale !== baseLocale && existsSync(path.join(projectRoot, 'content/games', translated))) {
    for (const text of gameCardTextSchema.array().parse(read(translated))) {
      if (titles.has(text.id)) titles.set(text.id, text.title);
    }
  }
  gameTitles.set(locale, titles);
  return titles;
}

/** An assignment's target named in `locale` (English unless given), with the page it is done on. */
export async function describeTarget(
  db: AppDatabase,
  kind: AssignmentKind,
  target: string,
  locale: Locale = baseLocale,
): Promise<TargetInfo | null> {
  switch (kind) {
    case 'story': {
      const title = stories(locale).get(target) ?? stories(baseLocale).get(target);
      return title ? { title, href: localizedPath(storyPagePath(target), locale) } : null;
    }
    case 'chapters': {
      const range = parseChapterRange(target);
      const book = range && findBook(range.book);
      if (!range || !book) return null;
      const chapters = range.from === range.to ? `${range.from}` : `${range.from}–${range.to}`;
      return {
        title: `${bookName(book, locale)} ${chapters}`,
        // The language's first version (the English site's WEB, the Spanish site's RV 1909).
        href: chapterPagePath(defaultVersionFor(locale), book.slug, range.from),
      };
    }
    case 'plan': {
      const plan = await findReadingPlan(db, target);
      return plan
        ? {
            title: inLanguage(locale, 'plans', plan).title,
            href: localizedPath(`/reading-plans/${encodeURIComponent(plan.id)}/`, locale),
          }
        : null;
    }
    case 'verse': {
      const verse = await findMemoryVerse(db, target);
      return verse
        ? {
            title: referenceIn(locale, verse.reference),
            href: localizedPath('/challenges/memory-master/', locale),
          }
        : null;
    }
    case 'game': {
      const title = games(locale).get(target);
      return title ? { title, href: localizedPath(`/games/${target}/`, locale) } : null;
    }
  }
}
