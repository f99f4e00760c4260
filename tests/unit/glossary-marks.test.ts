import { describe, expect, it } from 'vitest';
import { withoutGlossary } from '../../scripts/bench/glossary-marks.ts';

const helperLine = (gap: string) =>
  `<p data-word-helper-line class="x">${gap}<label>Word helper</label>${gap}` +
  `<a href="/bible/words/">Old words and what they mean</a>${gap}</p>`;

describe('a chapter page without the word helper (the measure of its share)', () => {
  it.each([
    ['no white space', ''],
    ['white space between the tags, as compressed HTML keeps it', ' '],
  ])('removes only the helper line and the marks, with %s', (_, gap) => {
    const page =
      `<div>${helperLine(gap)}</div> <div data-words><p id="v1">And God said unto <span class="w">thee</span>` +
      `</p>${gap}<p id="v2"><a href="/next/">Next</a>${gap}</p></div>`;
    const rest = `<p id="v2"><a href="/next/">Next</a>${gap}</p></div>`;
    expect(withoutGlossary(page)).toBe(`<div></div> <div><p id="v1">And God said unto thee</p>${gap}${rest}`);
  });
});
