import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HangmanFigure } from '../../../src/games/bible-hangman/HangmanFigure.tsx';
import { maxWrongGuesses, towerBlocks } from '../../../src/games/bible-hangman/logic.ts';

const draw = (wrong: number): string => renderToStaticMarkup(createElement(HangmanFigure, { wrong }));
const built = (markup: string): number => [...markup.matchAll(/data-built="true"/g)].length;

describe("Bible Hangman's picture", () => {
  it('is a tower with one block for each wrong guess a word allows', () => {
    expect(towerBlocks).toHaveLength(maxWrongGuesses);
    expect(new Set(towerBlocks.map((b) => b.name)).size).toBe(maxWrongGuesses);
  });

  it('stacks one more block for each wrong guess, and shows the blocks still to come', () => {
    for (let wrong = 0; wrong <= maxWrongGuesses; wrong += 1) {
      const markup = draw(wrong);
      expect(built(markup)).toBe(wrong);
      expect([...markup.matchAll(/data-block="/g)]).toHaveLength(maxWrongGuesses);
    }
  });

  it('stacks each block on the one below, narrower than it', () => {
    const rects = [
      ...draw(maxWrongGuesses).matchAll(/<rect[^>]*x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/g),
    ];
    expect(rects).toHaveLength(maxWrongGuesses);
    for (let i = 1; i < rects.length; i += 1) {
      expect(Number(rects[i]![2])).toBeLessThan(Number(rects[i - 1]![2]));
      expect(Number(rects[i]![3])).toBeLessThan(Number(rects[i - 1]![3]));
    }
  });

  it('draws no gallows and no body: no rope, head, arms or legs', () => {
    for (let wrong = 0; wrong <= maxWrongGuesses; wrong += 1) {
      const markup = draw(wrong);
      expect(markup).not.toMatch(/data-part=|head|arm|leg|gallows|noose|<circle/i);
      // The old frame: a post and beam with the rope hanging down (M30 142V10h50v22).
      expect(markup).not.toContain('V10h50v22');
    }
  });

  it('describes the tower for screen readers', () => {
    expect(draw(2)).toContain(
      'The tower has 2 of 6 blocks: one block for each letter that is not in the word.',
    );
  });
});
