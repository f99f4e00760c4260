import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppDatabase } from '../../db/connection.ts';
import { findMemoryVerse } from '../../db/queries/memory-verses.ts';
import { findReadingPlan } from '../../db/queries/reading-plans.ts';
import { gameCardSchema } from '../../src/games/catalog.ts';
import { findBook } from '../../src/lib/bible/books.ts';
import { chapterPagePath } from '../../src/lib/bible/paths.ts';
import { storyFilePattern, storyPagePath } from '../../src/lib/bible-stories/path.ts';
import type { AssignmentKind } from '../../src/lib/groups/assignment-target.ts';
import { parseChapterRange } from '../../src/lib/groups/assignment-target.ts';
import { projectRoot } from '../rebuild/astro-build.ts';

/**
 * What an assignment's target is called and where a child does it, from the site's own data (the
 * story's and the game's titles, the plan's, the verse's reference, the book's name): data, not
 * messages. Null when the target is not one of the site's.
 */
export interface TargetInfo {
  title: string;
  href: string;
}

let storyTitles: Map<string, string> | null = null;
let gameTitles: Map<string, string> | null = null;

/** Story slug → title, from the front matter of content/stories (read once). */
function stories(): Map<string, string> {
  storyTitles ??= new Map(
    readdirSync(path.join(projectRoot, 'content/stories')).flatMap((file) => {
      const match = storyFilePattern.exec(file.replace(/\.md$/, ''));
      if (!match || !file.endsWith('.md')) return [];
      const text = readFileSync(path.join(projectRoot, 'content/stories', file), 'utf8');
      const title = /^title:\s*(.+)$/m
        .exec(text)?.[1]
        ?.trim()
        .replace(/^["']|["']$/g, '');
      return [[match[2]!, title || match[2]!]];
    }),
  );
  return storyTitles;
}

function games(): Map<string, string> {
  gameTitles ??= new Map(
    gameCardSchema
      .array()
      .parse(JSON.parse(readFileSync(path.join(projectRoot, 'content/games/catalog.json'), 'utf8')))
      .map((g) => [g.id, g.title]),
  );
  return gameTitles;
}

export async function describeTarget(
  db: AppDatabase,
  kind: AssignmentKind,
  target: string,
): Promise<TargetInfo | null> {
  switch (kind) {
    case 'story': {
      const title = stories().get(target);
      return title ? { title, href: storyPagePath(target) } : null;
    }
    case 'chapters': {
      const range = parseChapterRange(target);
      const book = range && findBook(range.book);
      if (!range || !book) return null;
      const chapters = range.from === range.to ? `${range.from}` : `${range.from}–${range.to}`;
      return { title: `${book.name} ${chapters}`, href: chapterPagePath('kjv', book.slug, range.from) };
    }
    case 'plan': {
      const plan = await findReadingPlan(db, target);
      return plan ? { title: plan.title, href: `/reading-plans/${encodeURIComponent(plan.id)}/` } : null;
    }
    case 'verse': {
      const verse = await findMemoryVerse(db, target);
      return verse ? { title: verse.reference, href: '/challenges/memory-master/' } : null;
    }
    case 'game': {
      const title = games().get(target);
      return title ? { title, href: `/games/${target}/` } : null;
    }
  }
}
