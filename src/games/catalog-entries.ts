import { getCollection } from 'astro:content';
import { getLocale } from '../i18n/page-locale.ts';
import { type GameCard, withCardTexts } from './catalog.ts';

/** The 12 game cards in the language of the page being rendered (titles and descriptions translated). */
export async function getGameCards(): Promise<GameCard[]> {
  const cards = (await getCollection('gameCatalog')).map((entry) => entry.data);
  if (getLocale() !== 'es') return cards;
  return withCardTexts(
    cards,
    (await getCollection('gameCatalogEs')).map((entry) => entry.data),
  );
}
