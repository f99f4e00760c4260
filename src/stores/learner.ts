import { rememberActiveLearner } from '../client/active-learner.ts';
import { postOrQueue, type QueueableResult } from '../client/queueable-write.ts';
import { type ApiResult, apiRequest } from '../client/request.ts';
import { offlineMessages, type QueuedKind, type QueueLearner } from '../lib/offline-queue.ts';
import { $session, loadSession, type SessionState } from './session.ts';
import { toast } from './toasts.ts';

/**
 * The active learner: whoever is learning in this browser (the account's own profile or a child's),
 * read from the session store, with the actions that act for them.
 */

/** Said on the page (src/scripts/offline.ts listens) when a write was kept on this device. */
export const offlineQueuedEvent = 'bsb:offline-queued';

/** Who is learning (null: signed out): the account and its active profile. */
export function learnerOf(session: SessionState): QueueLearner | null {
  const { user, profile } = session;
  if (!user) return null;
  return { accountId: user.id, profileId: profile?.id ?? user.id, kind: profile?.kind ?? 'self' };
}

/**
 * POSTs a write the active learner made that may wait offline: without a connection it is kept for
 * them with the "Saved on this device" toast, and the page starts syncing.
 */
export async function sendForLearner<T>(
  kind: QueuedKind,
  url: string,
  body: Record<string, unknown> & { opId?: string },
): Promise<QueueableResult<T>> {
  const result = await postOrQueue<T>(learnerOf($session.get()), kind, url, body);
  if ('queued' in result) {
    toast({ title: offlineMessages.savedOnDevice, variant: 'success' });
    window.dispatchEvent(new CustomEvent(offlineQueuedEvent));
  }
  return result;
}

/** Makes `profileId` the active learner (a parent's PIN when a child hands back), then reloads the session. */
export async function switchLearner(profileId: string, pin?: string): Promise<ApiResult<unknown>> {
  const result = await apiRequest(
    'POST',
    '/api/family/switch',
    pin === undefined ? { profileId } : { profileId, pin },
  );
  if (!result.ok) return result;
  // The next reading page starts with this learner's text size and theme, without a flash.
  rememberActiveLearner(profileId);
  await loadSession(true);
  return result;
}
