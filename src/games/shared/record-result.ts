import { type Awards, announceAwards } from '../../islands/shared/awards.ts';
import { $session } from '../../stores/session.ts';

/** A finished game, as POST /api/games/results takes it. */
export interface GameResult {
  gameId: string;
  level: number;
  score: number;
  won: boolean;
  durationSeconds: number;
  /** Memory Verse: references answered right with the verse hidden (mastered for Memory Master). */
  masteredReferences?: string[];
}

/**
 * Records a signed-in player's finished game (feeds game challenges and achievements). Visitors'
 * games are not recorded. Failures are logged only: a lost record never interrupts play.
 */
export async function recordGameResult(result: GameResult): Promise<void> {
  if (!$session.get().user) return;
  try {
    const res = await fetch('/api/games/results', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(result),
    });
    if (!res.ok) return console.error('Saving the game result failed', res.status);
    announceAwards((await res.json()) as Awards);
  } catch (error) {
    console.error('Saving the game result failed', error);
  }
}
