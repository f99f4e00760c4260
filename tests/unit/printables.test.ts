import { describe, expect, it } from 'vitest';
import { lineWidths, rowsThatFit, tracingLayout, wrapWords } from '../../src/lib/printables/tracing.ts';

describe('wrapWords', () => {
  it('keeps whole words and never passes the width (a longer word stands alone)', () => {
    expect(wrapWords('For God so loved the world', 10)).toEqual(['For God so', 'loved the', 'world']);
    expect(wrapWords('a everlasting b', 5)).toEqual(['a', 'everlasting', 'b']);
    expect(wrapWords('  ', 5)).toEqual([]);
  });
});

describe('tracingLayout', () => {
  it('gives a short verse the largest letters with a writing line after each traced line', () => {
    const layout = tracingLayout('Jesus wept.');
    expect(layout).toEqual({ charsPerLine: lineWidths[0], lines: ['Jesus wept.'], practiceRows: true });
  });

  it('fits a long verse on one sheet, smaller letters before dropping the writing lines', () => {
    const john316 =
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him ' +
      'should not perish, but have everlasting life.';
    const layout = tracingLayout(john316);
    const rows = layout.lines.length * (layout.practiceRows ? 2 : 1);
    expect(rows).toBeLessThanOrEqual(rowsThatFit(layout.charsPerLine));
    expect(layout.lines.join(' ')).toBe(john316);
    for (const line of layout.lines) expect(line.length).toBeLessThanOrEqual(layout.charsPerLine);
    // No larger width would have fitted with writing lines.
    const larger = lineWidths.filter((w) => w < layout.charsPerLine);
    for (const w of larger) expect(wrapWords(john316, w).length * 2).toBeGreaterThan(rowsThatFit(w));
  });

  it('drops the writing lines for a very long passage', () => {
    const long = 'word '.repeat(150).trim();
    const layout = tracingLayout(long);
    expect(layout.practiceRows).toBe(false);
    expect(layout.lines.join(' ')).toBe(long);
  });
});
