/**
 * Reading plans (issue 19): a plan is a list of days, each day one or more passages ("Mark 1",
 * "Psalm 23", "Genesis 1:1-25"). A day is done when every chapter it names has been marked read
 * since the plan was started (in either version); catching up is allowed, so the days are not
 * tied to the calendar. Pure rules, shared by the API, the pages and the admin form (no zod here,
 * so the admin page's browser code stays small).
 */
import { findBook, isValidChapter } from './bible/books.ts';
import { addDays, type Day } from './site-day.ts';

export interface Passage {
  /** The book's slug. */
  book: string;
  bookName: string;
  chapter: number;
  /** A verse range within the chapter, e.g. "1-25"; whole chapter when absent. */
  verses?: { from: number; to: number };
}

export interface ReadingPlanInput {
  id: string;
  title: string;
  description: string;
  /** Each day: its passages as written ("Mark 1", "Psalm 23:1-6"). */
  days: string[][];
}

export interface ReadingPlan extends ReadingPlanInput {
  sortOrder: number;
}

export const planIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxPlanDays = 366;
export const maxPassagesPerDay = 10;

/** "Psalm 23", "psalms 23:1-6", "1 John 4", "Song of Solomon 2:10-13": a passage, or an error message. */
export function parsePassage(text: string): Passage | { error: string } {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = /^(.+?)\s+(\d+)(?::(\d+)(?:-(\d+))?)?$/.exec(trimmed);
  if (!match) return { error: `"${trimmed}" is not a passage like "Mark 1" or "Psalm 23:1-6".` };
  const [, name = '', chapterText = '', fromText, toText] = match;
  const book = findBook(name) ?? findBook(name.replace(/^psalm$/i, 'Psalms'));
  if (!book) return { error: `There is no book called "${name}" in the Bible.` };
  const chapter = Number(chapterText);
  if (!isValidChapter(book, chapter))
    return {
      error: `${book.name} has ${book.chapters} ${book.chapters === 1 ? 'chapter' : 'chapters'}, not ${chapter}.`,
    };
  const passage: Passage = { book: book.slug, bookName: book.name, chapter };
  if (fromText !== undefined) {
    const from = Number(fromText);
    const to = toText === undefined ? from : Number(toText);
    if (from < 1 || to < from) return { error: `"${trimmed}" has a verse range that goes backwards.` };
    passage.verses = { from, to };
  }
  return passage;
}

/** A passage as people read it: "Psalms 23:1-6". */
export function passageLabel(p: Passage): string {
  if (!p.verses) return `${p.bookName} ${p.chapter}`;
  const range = p.verses.from === p.verses.to ? `${p.verses.from}` : `${p.verses.from}-${p.verses.to}`;
  return `${p.bookName} ${p.chapter}:${range}`;
}

/** Every passage of a plan, day by day; throws on a passage that is not in the Bible. */
export function planPassages(days: readonly (readonly string[])[]): Passage[][] {
  return days.map((day) =>
    day.map((text) => {
      const p = parsePassage(text);
      if ('error' in p) throw new Error(p.error);
      return p;
    }),
  );
}

/**
 * Checks a plan as the admin form sends it (the server runs the same checks). Days are written one
 * per line, passages separated by ";". Returns the cleaned plan or the messages to show.
 */
export function checkPlanInput(raw: {
  id: string;
  title: string;
  description: string;
  daysText: string;
}): { plan: ReadingPlanInput } | { errors: string[] } {
  const errors: string[] = [];
  const id = raw.id.trim();
  const title = raw.title.trim();
  const description = raw.description.trim();
  if (!planIdPattern.test(id) || id.length > 80)
    errors.push('Use lowercase letters, digits and dashes for the plan’s id (e.g. gospel-of-mark).');
  if (title.length < 1 || title.length > 120) errors.push('Give the plan a title (at most 120 characters).');
  if (description.length < 1 || description.length > 600)
    errors.push('Describe the plan in a sentence or two (at most 600 characters).');
  const days = raw.daysText
    .split('\n')
    .map((line) =>
      line
        .split(';')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .filter((d) => d.length > 0);
  if (days.length === 0) errors.push('Write at least one day: one line a day, passages separated by ";".');
  if (days.length > maxPlanDays) errors.push(`A plan has at most ${maxPlanDays} days.`);
  days.forEach((day, i) => {
    if (day.length > maxPassagesPerDay) errors.push(`Day ${i + 1}: at most ${maxPassagesPerDay} passages.`);
    for (const text of day) {
      const p = parsePassage(text);
      if ('error' in p) errors.push(`Day ${i + 1}: ${p.error}`);
    }
  });
  return errors.length > 0 ? { errors } : { plan: { id, title, description, days } };
}

/** The admin form's text for a plan's days: one line a day. */
export function daysToText(days: readonly (readonly string[])[]): string {
  return days.map((d) => d.join('; ')).join('\n');
}

/** A chapter marked read, with the time it was (last) marked. */
export interface ReadMark {
  book: string;
  chapter: number;
  completedAt: string;
}

/** The chapters of a day, each once. */
export function dayChapters(day: readonly Passage[]): Array<{ book: string; chapter: number }> {
  const seen = new Set<string>();
  return day.flatMap((p) => {
    const key = `${p.book}:${p.chapter}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ book: p.book, chapter: p.chapter }];
  });
}

/**
 * Which days are done: every chapter of the day marked read at or after `startedAt` (the ISO time
 * the plan was started), in any version.
 */
export function completedPlanDays(
  days: readonly (readonly Passage[])[],
  marks: readonly ReadMark[],
  startedAt: string,
): boolean[] {
  const read = new Set(marks.filter((m) => m.completedAt >= startedAt).map((m) => `${m.book}:${m.chapter}`));
  return days.map((day) => dayChapters(day).every((c) => read.has(`${c.book}:${c.chapter}`)));
}

export interface PlanProgress {
  /** Day numbers from 1. */
  daysDone: number;
  totalDays: number;
  percent: number;
  /** The plan's day for today by the calendar (1 on the start day), at most the last day. */
  scheduledDay: number;
  /** The day to read now: the first day not done (catching up first), or null when finished. */
  todayDay: number | null;
  /** Days before the scheduled one that are not done yet. */
  behind: number;
  finished: boolean;
}

/** One plan as a learner sees it: what GET /api/reading-plans/:id answers (and each of `/mine`). */
export interface LearnerPlanView {
  plan: { id: string; title: string; description: string; days: Array<{ day: number; passages: Passage[] }> };
  started: {
    startedOn: string;
    completedAt: string | null;
    daysDone: boolean[];
    progress: PlanProgress;
  } | null;
}

/** Where a learner is in a plan on `today` (a site day), started on `startedOn`. */
export function planProgress(done: readonly boolean[], startedOn: Day, today: Day): PlanProgress {
  const totalDays = done.length;
  const daysDone = done.filter(Boolean).length;
  let elapsed = 0;
  while (elapsed < totalDays && addDays(startedOn, elapsed) < today) elapsed += 1;
  const scheduledDay = Math.min(totalDays, elapsed + 1);
  const firstOpen = done.indexOf(false);
  const finished = totalDays > 0 && firstOpen === -1;
  return {
    daysDone,
    totalDays,
    percent: totalDays === 0 ? 0 : Math.round((daysDone / totalDays) * 100),
    scheduledDay,
    todayDay: finished ? null : firstOpen + 1,
    behind: done.slice(0, scheduledDay - 1).filter((d) => !d).length,
    finished,
  };
}
