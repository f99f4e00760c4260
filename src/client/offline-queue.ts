import {
  addToQueue,
  learnerHeader,
  newOperationId,
  parseQueue,
  type QueuedKind,
  type QueuedWrite,
  type QueueLearner,
  removeFromQueue,
  sendOutcome,
  writesFor,
} from '../lib/offline-queue.ts';
import { offlineQueueKey } from '../lib/offline-queue-key.ts';
import { apiRequest } from './request.ts';

/**
 * The offline queue's keeping and sending (its rules are src/lib/offline-queue.ts): writes that found
 * no connection wait in localStorage, each with the learner that made it, and are sent for that
 * learner (`x-learner-id`) when the connection returns. Loaded only when something is queued or is
 * about to be (src/client/queueable-write.ts).
 */

export function readQueue(): QueuedWrite[] {
  try {
    return parseQueue(localStorage.getItem(offlineQueueKey));
  } catch {
    return [];
  }
}

function writeQueue(queue: readonly QueuedWrite[]): void {
  try {
    if (queue.length) localStorage.setItem(offlineQueueKey, JSON.stringify(queue));
    else localStorage.removeItem(offlineQueueKey);
  } catch {
    // storage full or blocked: the write stays unsent, as it would without the queue
  }
}

/** Keeps a write for `learner` (its id is the operation id the body carries, when it has one). */
export function queueWrite(
  learner: QueueLearner,
  kind: QueuedKind,
  url: string,
  body: Record<string, unknown>,
  id?: string,
): void {
  const write: QueuedWrite = {
    id: id ?? newOperationId(),
    kind,
    accountId: learner.accountId,
    profileId: learner.profileId,
    url,
    body,
    queuedAt: new Date().toISOString(),
  };
  writeQueue(addToQueue(readQueue(), write));
}

/** How many writes wait that `learner` may send (all of them when nobody is signed in). */
export function waitingCount(learner: QueueLearner | null): number {
  const queue = readQueue();
  return learner ? writesFor(queue, learner).length : queue.length;
}

let sending = false;

/**
 * Sends the queued writes `learner` may send, oldest first, each for the profile that made it, until
 * one cannot go yet (no connection, or the server refuses one for a profile this session may not act
 * for: it stays queued). Answers how many the server kept.
 */
export async function sendQueued(learner: QueueLearner): Promise<number> {
  if (sending) return 0;
  sending = true;
  let sent = 0;
  try {
    for (const write of writesFor(readQueue(), learner)) {
      const result = await apiRequest('POST', write.url, write.body, {
        headers: { [learnerHeader]: write.profileId },
      });
      const outcome = sendOutcome(result.status);
      if (outcome === 'retry') break;
      writeQueue(removeFromQueue(readQueue(), write.id));
      if (outcome === 'sent') sent += 1;
    }
  } finally {
    sending = false;
  }
  return sent;
}
