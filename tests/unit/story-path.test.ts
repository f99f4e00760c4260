import { describe, expect, it } from 'vitest';
import { chapterPagePath } from '../../src/lib/bible/paths.ts';
import { bibleVersions, defaultBibleVersion } from '../../src/lib/bible/versions.ts';
import {
  milestoneProgress,
  nextStoryToHear,
  storyArt,
  storyMilestones,
  storyPagePath,
  storySlugOf,
} from '../../src/lib/bible-stories/path.ts';
import {
  referenceLink,
  storyBibleVersion,
  storyParagraphs,
  toBibleStory,
} from '../../src/lib/bible-stories/story.ts';
import { type StoryFrontmatter, storyFrontmatterSchema } from '../../src/lib/bible-stories/story-schema.ts';

const path = ['god-makes-everything', 'the-garden-and-the-snake', 'noahs-big-boat'];

describe('the story path', () => {
  it('names a story by its file without the order, and keeps its picture beside it', () => {
    expect(storySlugOf('03-noahs-big-boat')).toBe('noahs-big-boat');
    expect(storyPagePath('noahs-big-boat')).toBe('/bible-stories/noahs-big-boat/');
    expect(storyArt('03-noahs-big-boat')).toBe('/art/stories/03-noahs-big-boat.svg');
    expect(() => storySlugOf('3-noahs-big-boat')).toThrow();
    expect(() => storySlugOf('03-Noahs Boat')).toThrow();
  });

  it('gives the first story without a star as the next to hear, and none once all are heard', () => {
    expect(nextStoryToHear(path, new Set())).toBe('god-makes-everything');
    expect(nextStoryToHear(path, new Set(['god-makes-everything', 'noahs-big-boat']))).toBe(
      'the-garden-and-the-snake',
    );
    expect(nextStoryToHear(path, new Set(path))).toBeNull();
  });

  it('reaches the story badges at 10, 26 and 52 stories heard', () => {
    expect(storyMilestones).toEqual([10, 26, 52]);
    expect(milestoneProgress(0)).toEqual({ heard: 0, reached: [], next: 10 });
    expect(milestoneProgress(9)).toEqual({ heard: 9, reached: [], next: 10 });
    expect(milestoneProgress(10)).toEqual({ heard: 10, reached: [10], next: 26 });
    expect(milestoneProgress(51)).toEqual({ heard: 51, reached: [10, 26], next: 52 });
    expect(milestoneProgress(53)).toEqual({ heard: 53, reached: [10, 26, 52], next: null });
  });
});

describe('a story', () => {
  it('links its references to the chapter (at the first verse when it has verses)', () => {
    expect(referenceLink({ book: 'GEN', chapter: 7 }, 'en')).toEqual({
      label: 'Genesis 7',
      href: expect.stringMatching(/^\/bible\/[a-z]+\/genesis\/7\/$/),
    });
    expect(referenceLink({ book: '1SA', chapter: 17, verses: '4-11' }, 'en')).toEqual({
      label: '1 Samuel 17:4-11',
      href: expect.stringMatching(/^\/bible\/[a-z]+\/1samuel\/17\/#v4$/),
    });
  });

  it('opens its references in a version of the page language, or in the default until there is one', () => {
    const spanish = bibleVersions.find((v) => v.language === 'es')?.code ?? defaultBibleVersion;
    expect(storyBibleVersion('en')).toBe(defaultBibleVersion);
    expect(storyBibleVersion('es')).toBe(spanish);
    expect(referenceLink({ book: 'GEN', chapter: 7 }, 'es').href).toBe(
      chapterPagePath(spanish, 'genesis', 7),
    );
  });

  it("lives under its language's path", () => {
    const data = { order: 1 } as StoryFrontmatter;
    expect(toBibleStory('01-god-makes-everything', data, 'Text.', 'en').path).toBe(
      '/bible-stories/god-makes-everything/',
    );
    expect(toBibleStory('01-god-makes-everything', data, 'Texto.', 'es').path).toBe(
      '/es/bible-stories/god-makes-everything/',
    );
  });

  it('splits its text into paragraphs at blank lines', () => {
    expect(storyParagraphs('One.\nStill one.\n\n  Two.\n\n\n')).toEqual(['One. Still one.', 'Two.']);
  });

  it('refuses frontmatter outside the format', () => {
    const good = {
      title: 'Noah',
      order: 3,
      testament: 'old',
      references: [{ book: 'GEN', chapter: 7 }],
      summary: 'A flood and a boat.',
      alt: 'A boat.',
      questions: Array.from({ length: 3 }, () => ({
        question: 'Who?',
        options: ['A', 'B', 'C'],
        correct: 0,
      })),
    };
    expect(storyFrontmatterSchema.safeParse(good).success).toBe(true);
    const bad = (patch: object) => storyFrontmatterSchema.safeParse({ ...good, ...patch }).success;
    expect(bad({ references: [{ book: 'Gen', chapter: 7 }] })).toBe(false);
    expect(bad({ references: [{ book: 'GEN', chapter: 7, verses: '9-3' }] })).toBe(false);
    expect(bad({ questions: good.questions.slice(0, 2) })).toBe(false);
    expect(bad({ questions: [...good.questions.slice(0, 2), { ...good.questions[0], correct: 3 }] })).toBe(
      false,
    );
    expect(bad({ testament: 'both' })).toBe(false);
    expect(bad({ summary: 'x'.repeat(121) })).toBe(false);
    expect(bad({ extra: true })).toBe(false);
  });
});
