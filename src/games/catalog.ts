import { z } from 'zod';

/** A game card of the /games grid (content/games/catalog.json). */
export const gameCardSchema = z.object({
  /** The game's slug: its folder in src/games and its route /games/<slug>/. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  emoji: z.string().min(1),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']),
  /** Shown as is, e.g. "5-10 min". */
  timeEstimate: z.string().regex(/^\d+(-\d+)? min$/),
  isPremium: z.boolean(),
  /** Position on the grid; the four non-premium games come first. */
  order: z.number().int().min(1).max(12),
});

export type GameCard = z.infer<typeof gameCardSchema>;

/** A card's words in another language (content/games/<locale>/catalog.json): its title and description. */
export const gameCardTextSchema = gameCardSchema.pick({ id: true, title: true, description: true });

export type GameCardText = z.infer<typeof gameCardTextSchema>;

/** The cards with each title and description in another language; a card without a translation keeps its own. */
export function withCardTexts(cards: readonly GameCard[], texts: readonly GameCardText[]): GameCard[] {
  const byId = new Map(texts.map((t) => [t.id, t]));
  return cards.map((card) => {
    const text = byId.get(card.id);
    return text ? { ...card, title: text.title, description: text.description } : card;
  });
}

/** The route of a game. */
export function gamePath(id: string): string {
  return `/games/${id}/`;
}

/** Cards in grid order: non-premium first (a plan opens the first N of them), then by `order`. */
export function sortGameCards<T extends Pick<GameCard, 'isPremium' | 'order'>>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => Number(a.isPremium) - Number(b.isPremium) || a.order - b.order);
}

/** A card's position among the non-premium games (the games limit unlocks the first N), or -1. */
export function nonPremiumIndex(cards: readonly GameCard[], id: string): number {
  return sortGameCards(cards)
    .filter((c) => !c.isPremium)
    .findIndex((c) => c.id === id);
}
