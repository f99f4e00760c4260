import type { Locale } from '../../i18n/locales.ts';
import { bookNamesBySlug as bookNames } from '../bible/book-names.ts';

/** A psalm is cited singular ("Psalm 23", "Salmo 23"), whichever way the book is named. */
const onePsalm: Partial<Record<Locale, string>> = { es: 'Salmo' };

/**
 * A Bible reference written in English ("Psalm 23:1", "1 John 4:19", "Psalms 23:1-6", as the site's
 * data and the API write them) in a language: "Salmo 23:1", "1 Juan 4:19". A reference it cannot read
 * is left as it is.
 */
export function referenceIn(locale: Locale, reference: string): string {
  const names = bookNames[locale];
  if (!names) return reference;
  const match = /^(.+?) (\d+(?::\d+(?:-\d+)?)?)$/.exec(reference.trim());
  if (!match) return reference;
  const [, book = '', place = ''] = match;
  const slug = book.toLowerCase().replace(/\s+/g, '');
  const name = slug === 'psalm' || slug === 'psalms' ? onePsalm[locale] : names[slug];
  return name ? `${name} ${place}` : reference;
}

const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s.]+/g, '');

/** Every language's book names, accent-folded, to the English book slug ("genesis", "salmo" -> "psalms"). */
const slugsByName = new Map<string, string>(
  Object.values(bookNames).flatMap((names) =>
    Object.entries(names ?? {}).map(([slug, name]) => [folded(name), slug] as [string, string]),
  ),
);
slugsByName.set('salmo', 'psalms');

/**
 * A reference typed with a book name in another language ("Juan 3:16", "salmo 23", "Génesis 1:1")
 * in the English the reference parser reads ("john 3:16"); any other text is left as it is.
 */
export function referenceInEnglish(text: string): string {
  const match = /^(.+?)\s*(\d+(?:\s*:.*)?)$/.exec(text.trim());
  if (!match) return text;
  const [, book = '', place = ''] = match;
  const slug = slugsByName.get(folded(book));
  return slug ? `${slug} ${place}` : text;
}
