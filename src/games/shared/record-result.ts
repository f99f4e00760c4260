import { type Awards, announceAwards } from '../../islands/shared/awards.ts';
import { newOperationId, offlineMessages } from '../../lib/offline-queue.ts';
import { $session } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';

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
  let res: Response;
  try {
    res = await fetch('/api/games/results', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    // No connection: kept on this device and sent when it returns.
    const { queueWrite } = await import('../../scripts/offline-sync.ts');
    if (queueWrite('game-result', '/api/games/results', body, body.opId)) {
      toast({ title: offlineMessages.savedOnDevice, variant: 'success' });
    }
    return;
  }
  if (!res.ok) return console.error('Saving the game result failed', res.status);
  announceAwards((await res.json()) as Awards);
}
