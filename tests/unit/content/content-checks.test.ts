import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../src/lib/content-fields.ts';
import {
  parseDevotionalBody,
  parseMiniLessonBody,
  parseProverbBody,
  parseReadingBody,
} from '../../../src/lib/content-schemas.ts';
import { checkDevotional } from '../../../src/lib/devotionals/devotional.ts';
import { checkMiniLesson } from '../../../src/lib/mini-lessons.ts';
import { checkReading } from '../../../src/lib/readings.ts';
import { checkProverb } from '../../../src/lib/wisdom/proverb.ts';

/**
 * The admin forms check with plain code (no zod in the admin pages); the API checks the same bodies
 * with zod schemas. Both must answer every body alike: the same value, or the same code and message.
 */
function same<T>(
  plain: (raw: unknown) => CheckResult<T>,
  edge: (raw: unknown) => CheckResult<T>,
  raw: unknown,
) {
  expect(plain(raw), JSON.stringify(raw)).toEqual(edge(raw));
}

/** Every combination of the values given per field (the first value of each is a valid one). */
function* combinations(fields: Record<string, unknown[]>): Generator<Record<string, unknown>> {
  const keys = Object.keys(fields);
  const walk = function* (i: number, acc: Record<string, unknown>): Generator<Record<string, unknown>> {
    if (i === keys.length) return yield { ...acc };
    for (const v of fields[keys[i]!]!) yield* walk(i + 1, { ...acc, [keys[i]!]: v });
  };
  yield* walk(0, {});
}

/** Each field's values tried alone, the others valid; and every pair of two fields' values. */
function* variations(fields: Record<string, unknown[]>): Generator<Record<string, unknown>> {
  const valid = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]]));
  const keys = Object.keys(fields);
  for (const [a, b] of keys.flatMap((a, i) => keys.slice(i + 1).map((b) => [a, b] as const)))
    yield* combinations({
      ...Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, [v]])),
      [a]: fields[a]!,
      [b]: fields[b]!,
    });
  const omitted = { ...valid };
  for (const k of keys) delete omitted[k];
  yield omitted;
}

const notObjects = [null, undefined, 'text', 5, true, [], [{ title: 'x' }]];
const text = (n: number) => 'x'.repeat(n);
const wrongTypes = [5, true, null, undefined, [], {}, ['a']];

describe('the plain content checks agree with the API schemas', () => {
  it('devotionals', () => {
    const fields = {
      title: ['A title', ' Padded ', '', '   ', text(200), text(201), ...wrongTypes],
      date: ['2025-06-01', ' 2025-06-01 ', '2025-02-30', 'June 1', '2025-06-011', '', ...wrongTypes],
      keyVerse: ['John 3:16', '', text(600), text(601), 7],
      devotionalText: ['Text', ' ', text(20_000), text(20_001), false],
      reflection: ['Think', '', '  ', text(5_001), ...wrongTypes],
      prayer: ['Amen', '', text(5_000), text(5_001), 3],
      mediaType: ['none', 'audio', 'video', 'Video', '', 'podcast', ...wrongTypes],
      mediaUrl: [
        'https://example.org/a.mp4',
        '/media-files/a.mp3',
        '',
        'http://example.org/a.mp4',
        '//evil.example/a',
        'javascript:alert(1)',
        text(2_001),
        ...wrongTypes,
      ],
    };
    for (const raw of variations(fields)) same(checkDevotional, parseDevotionalBody, raw);
    for (const raw of notObjects) same(checkDevotional, parseDevotionalBody, raw);
  });

  it('proverbs', () => {
    const fields = {
      proverb: ['Be kind', ' Be kind ', '', ' ', text(500), text(501), ...wrongTypes],
      meaning: ['Meaning', '', text(2_000), text(2_001), 1],
      whyItMatters: ['Because', '', text(2_001), true],
      reference: ['Proverbs 1:1', '', '  ', text(200), text(201), ...wrongTypes],
    };
    for (const raw of combinations(fields)) same(checkProverb, parseProverbBody, raw);
    for (const raw of notObjects) same(checkProverb, parseProverbBody, raw);
  });

  it('mini lessons', () => {
    const fields = {
      title: ['Lesson', ' Lesson ', '', text(120), text(121), ...wrongTypes],
      content: ['Content', '  ', text(20_001), 4],
      description: ['About', '', '  ', text(500), text(501), ...wrongTypes],
      reflection: ['Think', '', text(3_001), 2],
      keyVerses: [
        ['John 3:16', ' Psalm 23:1 '],
        [],
        ['a', '', '  ', 'b'],
        [text(601)],
        [5],
        ['a', null],
        Array.from({ length: 20 }, () => 'v'),
        Array.from({ length: 21 }, () => 'v'),
        [...Array.from({ length: 21 }, () => 'v'), text(601)],
        [...Array.from({ length: 21 }, () => 'v'), 5],
        'John 3:16',
        ...wrongTypes,
      ],
    };
    for (const raw of variations(fields)) same(checkMiniLesson, parseMiniLessonBody, raw);
    for (const raw of notObjects) same(checkMiniLesson, parseMiniLessonBody, raw);
  });

  it('readings', () => {
    const fields = {
      date: ['2025-06-01', ' 2025-06-01 ', '2025-13-01', 'soon', '', ...wrongTypes],
      book: ['1samuel', '1SA', ' John ', 'Hezekiah', '', ...wrongTypes],
      chapter: [17, '17', ' 17 ', '', 0, 151, 1.5, 'abc', '1e20', 'Infinity', 1e20, true, [3], ...wrongTypes],
      title: ['David', '', text(120), text(121), ...wrongTypes],
      verseStart: [32, '32', '', 0, -1, 1.5, 176, 177, 'x', ' ', true, [2], ...wrongTypes],
      verseEnd: [50, '50', '', 2, 176.5, 177, 'abc', ...wrongTypes],
      notes: ['Read aloud', '', '  ', text(1_000), text(1_001), ...wrongTypes],
    };
    for (const raw of variations(fields)) same(checkReading, parseReadingBody, raw);
    for (const raw of notObjects) same(checkReading, parseReadingBody, raw);
  });
});
