import type { QueuedKind, QueueLearner } from '../lib/offline-queue.ts';
import { shouldQueue } from '../lib/offline-queue.ts';
import { type ApiResult, apiRequest } from './request.ts';

/** A write that may wait offline: the API's answer, or `queued` when it was kept on this device. */
export type QueueableResult<T> = ApiResult<T> | { ok: false; queued: true; status: 0; message: string };

/**
 * POSTs a write that may wait in the offline queue (Mark as Read, a game result, a verse practised):
 * when no answer comes and someone is learning, it is kept for that learner and sent when the
 * connection returns. The queue's code loads only then.
 */
export async function postOrQueue<T>(
  learner: QueueLearner | null,
  kind: QueuedKind,
  url: string,
  body: Record<string, unknown> & { opId?: string },
): Promise<QueueableResult<T>> {
  const result = await apiRequest<T>('POST', url, body);
  if (result.ok || !shouldQueue(result.status) || !learner) return result;
  const { queueWrite } = await import('./offline-queue.ts');
  queueWrite(learner, kind, url, body, body.opId);
  return { ok: false, queued: true, status: 0, message: result.message };
}
