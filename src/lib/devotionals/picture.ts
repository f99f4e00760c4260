import type { DevotionalPicture } from '../art.ts';

/**
 * Which picture of the set a devotional shows, by its theme: words of its title, or failing that of
 * its key verse, name the theme (the first theme in this list that matches wins). A devotional an
 * admin writes gets its picture the same way, with nothing to choose; one whose words match no theme
 * shows the open Bible.
 */
const themes: ReadonlyArray<{ picture: DevotionalPicture; words: RegExp }> = [
  { picture: 'sheep', words: /\b(shepherd|sheep|lamb|flock|pasture)/i },
  { picture: 'lamp', words: /\b(light|lamp|shine|shining|candle|lantern)/i },
  { picture: 'dove', words: /\b(worr(y|ies|ied)|anxious|peace|rest\b|dove|care\b)/i },
  { picture: 'shield', words: /\b(strong|strength|courage|brave|afraid|fear|armou?r|shield)/i },
  { picture: 'world', words: /\b(world|earth|nations|whosoever|everyone)/i },
  { picture: 'kindness', words: /\b(kind|gentle|share|sharing|help|neighbou?r|friend|forgiv)/i },
  { picture: 'heart', words: /\b(made|wonderful|heart|lov(e|ed|es|ing)|creat)/i },
];

export function devotionalPicture(devotional: { title: string; keyVerse: string }): DevotionalPicture {
  for (const text of [devotional.title, devotional.keyVerse]) {
    const theme = themes.find((t) => t.words.test(text));
    if (theme) return theme.picture;
  }
  return 'bible';
}
