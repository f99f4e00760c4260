/**
 * The story path's rules, shared by the pages, the API and the tests: what a story's address is,
 * which story a learner hears next, and the badges at 10, 26 and 52 stories heard. No imports: the
 * path page's script uses it.
 */

/** A story file's base name: the order with two digits, then the slug (`01-god-makes-everything`). */
export const storyFilePattern = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** Stories heard for each badge (the achievements `stories-10`, `stories-26`, `stories-52`). */
export const storyMilestones = [10, 26, 52] as const;

/** The path page's address. */
export const storiesPath = '/bible-stories/';

/** A story's slug: its file name without the order (`01-god-makes-everything` → `god-makes-everything`). */
export function storySlugOf(fileName: string): string {
  const match = storyFilePattern.exec(fileName);
  if (!match) throw new Error(`${fileName}: a story file is named NN-slug`);
  return match[2]!;
}

/** A story page's address. */
export function storyPagePath(slug: string): string {
  return `${storiesPath}${slug}/`;
}

/** The story's picture (public/art/stories/<file>.svg). */
export function storyArt(fileName: string): string {
  return `/art/stories/${fileName}.svg`;
}

/** What a learner has heard: a story's slug and when its star was earned. */
export interface StoryStar {
  slug: string;
  heardAt: string;
}

/** The first story in path order the learner has not heard, or null once all are heard. */
export function nextStoryToHear(slugsInOrder: readonly string[], heard: ReadonlySet<string>): string | null {
  return slugsInOrder.find((slug) => !heard.has(slug)) ?? null;
}

export interface MilestoneProgress {
  /** Stars that count: heard stories still on the path. */
  heard: number;
  /** The milestones reached. */
  reached: number[];
  /** The next milestone, or null when all are reached. */
  next: number | null;
}

/** How far a learner is towards the story badges. */
export function milestoneProgress(heard: number): MilestoneProgress {
  return {
    heard,
    reached: storyMilestones.filter((m) => heard >= m),
    next: storyMilestones.find((m) => heard < m) ?? null,
  };
}
