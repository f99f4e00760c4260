import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The YAML parser of the content tools (Astro reads the same frontmatter into the collection).
import { parse as parseYaml } from 'yaml';
import { storyEntriesOf, storyEntryFile, storyFilePatterns } from '../../src/lib/bible-stories/locale.ts';
import { fernandezHuerta, minFernandezHuerta } from '../../src/lib/bible-stories/readability-es.ts';
import { storyParagraphs } from '../../src/lib/bible-stories/story.ts';
import { type StoryFrontmatter, storyFrontmatterSchema } from '../../src/lib/bible-stories/story-schema.ts';

/**
 * The Spanish story path, content/stories/es/NN-slug.md: each file is the Spanish telling of the
 * English story of the same name (same order, testament, references and right answers), in the
 * story format, 120-320 words at Fernández-Huerta 80 or above, and with no English left in it.
 * It checks every file present.
 */
const root = join(import.meta.dirname, '../..');
const storyDir = join(root, 'content/stories');
const spanishDir = join(storyDir, 'es');
const fileNames = readdirSync(spanishDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3))
  .sort();

const minWords = 120;
const maxWords = 320;
/** Words that are English and not Spanish, as whole words: a sign of an untranslated line. */
const englishWords = /\b(?:the|and|God|Lord|said|with|was|you|of|to|is|she|they)\b/;

function splitFile(source: string): { frontmatter: unknown; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('a story file starts with --- frontmatter ---');
  return { frontmatter: parseYaml(match[1]!), body: match[2]! };
}

function readStory(path: string): { frontmatter: unknown; body: string } {
  return splitFile(readFileSync(path, 'utf8'));
}

const stories = fileNames.map((file) => {
  const { frontmatter, body } = readStory(join(spanishDir, `${file}.md`));
  const englishPath = join(storyDir, `${file}.md`);
  const english = existsSync(englishPath) ? (readStory(englishPath).frontmatter as StoryFrontmatter) : null;
  return { file, frontmatter, body, english, parsed: storyFrontmatterSchema.safeParse(frontmatter) };
});

/** Every text a reader sees: title, summary, picture alt, questions and options, the story. */
function visibleTexts(data: StoryFrontmatter | undefined, body: string): string[] {
  if (!data) return [body];
  return [
    data.title,
    data.summary,
    data.alt,
    ...data.questions.flatMap((q) => [q.question, ...q.options]),
    body,
  ];
}

describe('the story collection', () => {
  it('loads each language from its own folder, English at the top', () => {
    expect(storyFilePatterns).toEqual(['[0-9][0-9]-*.md', 'es/[0-9][0-9]-*.md']);
    expect(storyEntryFile('01-god-makes-everything')).toEqual({
      locale: 'en',
      file: '01-god-makes-everything',
    });
    expect(storyEntryFile('es/01-god-makes-everything')).toEqual({
      locale: 'es',
      file: '01-god-makes-everything',
    });
    expect(() => storyEntryFile('fr/01-god-makes-everything')).toThrow();
  });

  it('gives the stories of one language in path order', () => {
    const data = (order: number) => ({ order }) as StoryFrontmatter;
    const entries = [
      { id: 'es/02-b', data: data(2), body: 'dos' },
      { id: '01-a', data: data(1), body: 'one' },
      { id: 'es/01-a', data: data(1), body: 'uno' },
    ];
    expect(storyEntriesOf(entries, 'es').map((e) => [e.file, e.body])).toEqual([
      ['01-a', 'uno'],
      ['02-b', 'dos'],
    ]);
    expect(storyEntriesOf(entries, 'en').map((e) => e.file)).toEqual(['01-a']);
  });
});

describe('the Spanish story path', () => {
  it('has stories', () => {
    expect(fileNames.length).toBeGreaterThan(0);
  });
});

describe.each(stories)('Spanish story $file', ({ file, frontmatter, body, english, parsed }) => {
  it('tells the English story of the same file name: same order, testament and references', () => {
    expect(english, `content/stories/${file}.md`).not.toBeNull();
    const data = frontmatter as Partial<StoryFrontmatter>;
    expect({ order: data.order, testament: data.testament, references: data.references }).toEqual({
      order: english?.order,
      testament: english?.testament,
      references: english?.references,
    });
  });

  it('has the same right answers as the English story', () => {
    expect(parsed.data?.questions.map((q) => q.correct)).toEqual(english?.questions.map((q) => q.correct));
  });

  it('has frontmatter in the story format', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it(`is ${minWords}-${maxWords} words at Fernández-Huerta ${minFernandezHuerta} or above`, () => {
    const { words, index } = fernandezHuerta(body);
    expect(words).toBeGreaterThanOrEqual(minWords);
    expect(words).toBeLessThanOrEqual(maxWords);
    expect(index).toBeGreaterThanOrEqual(minFernandezHuerta);
  });

  it('is plain paragraphs: no headings, HTML or links', () => {
    expect(storyParagraphs(body).length).toBeGreaterThan(0);
    expect(body).not.toMatch(/^#|<[a-z/]|\]\(|https?:/im);
  });

  it('has no English left in what the reader sees', () => {
    for (const text of visibleTexts(parsed.data, body)) expect(text).not.toMatch(englishWords);
  });
});
