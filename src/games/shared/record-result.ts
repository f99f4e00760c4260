import { newOperationId } from '../../lib/offline-queue.ts';
import { type Awards, announceAwards } from '../../stores/awards.ts';
import { sendForLearner } from '../../stores/learner.ts';
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
 * games are not recorded. Without a connection the result waits in the offline queue; other
 * failures are logged only: a lost record never interrupts play.
 */
export async function recordGameResult(result: GameResult): Promise<void> {
  if (!$session.get().user) return;
  // The operation id makes a result sent again (after an offline game) count once.
  const body = { ...result, opId: newOperationId() };
  const res = await sendForLearner<Awards>('game-result', '/api/games/results', body);
  if ('queued' in res) return;
  if (!res.ok) return console.error('Saving the game result failed', res.status);
  announceAwards(res.data);
}
