import { m } from '#messages';
import type { GameCard } from './catalog.ts';

const difficultyWords: Record<GameCard['difficulty'], () => string> = {
  Easy: m.games_difficulty_easy,
  Medium: m.games_difficulty_medium,
  Hard: m.games_difficulty_hard,
};

/** A card's difficulty in the page's language ("Easy" is "Fácil" on a Spanish page). */
export function difficultyLabel(difficulty: GameCard['difficulty']): string {
  return difficultyWords[difficulty]();
}
