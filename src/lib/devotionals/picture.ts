import type { Locale } from '../../i18n/locales.ts';
import type { DevotionalPicture } from '../art.ts';

/**
 * Which picture of the set a devotional shows, by its theme: words of its title, or failing that of
 * its key verse, name the theme (the first theme in its language's list that matches wins). A
 * devotional an admin writes gets its picture the same way, with nothing to choose; one whose words
 * match no theme shows the open Bible.
 */
type Themes = ReadonlyArray<{ picture: DevotionalPicture; words: RegExp }>;

const englishThemes: Themes = [
  { picture: 'sheep', words: /\b(shepherd|sheep|lamb|flock|pasture)/i },
  { picture: 'lamp', words: /\b(light|lamp|shine|shining|candle|lantern)/i },
  { picture: 'dove', words: /\b(worr(y|ies|ied)|anxious|peace|rest\b|dove|care\b)/i },
  { picture: 'shield', words: /\b(strong|strength|courage|brave|afraid|fear|armou?r|shield)/i },
  { picture: 'world', words: /\b(world|earth|nations|whosoever|everyone)/i },
  { picture: 'kindness', words: /\b(kind|gentle|share|sharing|help|neighbou?r|friend|forgiv)/i },
  { picture: 'heart', words: /\b(made|wonderful|heart|lov(e|ed|es|ing)|creat)/i },
];

/**
 * Spanish words start at a word's beginning too; `\b` knows only ASCII letters, so a word starts
 * where no letter (accented ones included) comes before it.
 */
const start = '(?<!\\p{L})';
const spanish = (words: string): RegExp => new RegExp(`${start}(${words})`, 'iu');

const spanishThemes: Themes = [
  { picture: 'sheep', words: spanish('pastor|oveja|cordero|rebaño|aprisco|pasto') },
  { picture: 'lamp', words: spanish('luz|luces|lámpara|alumbr|brill|vela|linterna') },
  {
    picture: 'dove',
    words: spanish('preocupa|afán|afan|ansi|paz(?!\\p{L})|descans|paloma|solicitud|cuidado'),
  },
  {
    picture: 'shield',
    words: spanish('fuerte|fuerza|esfuerz|valient|valor|miedo|tem(?:or|as|er)|escudo|armadura'),
  },
  { picture: 'world', words: spanish('mundo|tierra|naciones|todo aquel') },
  { picture: 'kindness', words: spanish('amable|benign|bondad|compart|ayud|prójimo|amig|perdon') },
  { picture: 'heart', words: spanish('hizo|hecho|maravill|corazón|amor|amó|ama(?!\\p{L})|amar|cre[óoa]') },
];

const themesOf: Record<Locale, Themes> = { en: englishThemes, es: spanishThemes };

export function devotionalPicture(devotional: {
  title: string;
  keyVerse: string;
  /** The language the devotional is written in; English when not said. */
  locale?: Locale;
}): DevotionalPicture {
  const themes = themesOf[devotional.locale ?? 'en'];
  for (const text of [devotional.title, devotional.keyVerse]) {
    const theme = themes.find((t) => t.words.test(text));
    if (theme) return theme.picture;
  }
  return 'bible';
}
