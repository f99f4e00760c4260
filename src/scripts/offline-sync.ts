import {
  addToQueue,
  learnerHeader,
  newOperationId,
  offlineMessages,
  parseQueue,
  type QueuedKind,
  type QueuedWrite,
  type QueueLearner,
  removeFromQueue,
  sendOutcome,
  writesFor,
} from '../lib/offline-queue.ts';
import { offlineQueueKey } from '../lib/offline-queue-key.ts';
import { $session, loadSession, type SessionState } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/**
 * The offline queue in the browser: writes that found no connection wait in localStorage, a small
 * note says they will sync, and they are sent (oldest first) when the connection returns. Loaded
 * only when something is queued or is about to be.
 */

function readQueue(): QueuedWrite[] {
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

/** Who is learning in this browser (null: signed out): the account and its active profile. */
function learnerOf(session: SessionState): QueueLearner | null {
  const { user, profile } = session;
  if (!user) return null;
  return { accountId: user.id, profileId: profile?.id ?? user.id, kind: profile?.kind ?? 'self' };
}

/** The "will sync" note in the corner of the page while this learner has writes waiting. */
function renderNote(): void {
  const learner = learnerOf($session.get());
  const count = learner ? writesFor(readQueue(), learner).length : readQueue().length;
  let note = document.querySelector<HTMLElement>('[data-offline-note]');
  if (!count) {
    note?.remove();
    return;
  }
  if (!note) {
    note = document.createElement('p');
    note.dataset.offlineNote = '';
    note.setAttribute('role', 'status');
    note.className =
      'fixed bottom-4 left-4 z-40 rounded-full bg-sun-100 px-4 py-2 text-sm font-bold text-slate-900 ' +
      'shadow ring-2 ring-sun-400 print:hidden';
    document.body.append(note);
  }
  note.textContent = `☁️ ${offlineMessages.willSync(count)}`;
}

/**
 * Keeps a write that found no connection (its id is the operation id the body carries, when it
 * has one) and shows the note. Without a signed-in learner nothing is kept.
 */
export function queueWrite(
  kind: QueuedKind,
  url: string,
  body: Record<string, unknown>,
  id?: string,
): boolean {
  const learner = learnerOf($session.get());
  if (!learner) return false;
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
  startOfflineSync();
  return true;
}

/** Mark as Read without a connection: queued (a chapter counts once) with its toast. */
export function queueMarkRead(position: { version: string; book: string; chapter: number }): boolean {
  const queued = queueWrite('mark-read', '/api/reading-progress', { ...position });
  if (queued) toast({ title: offlineMessages.savedOnDevice, variant: 'success' });
  return queued;
}

let sending = false;

/**
 * Sends the queued writes this learner may send, oldest first, each for the profile that made it,
 * until one cannot go yet (the server refuses one for a profile this session may not act for: it
 * stays queued).
 */
export async function sendQueued(): Promise<void> {
  if (sending || !navigator.onLine) return;
  sending = true;
  let sent = 0;
  try {
    // Another tab may have switched who is learning since: the server then refuses a write (403),
    // which stays queued.
    const learner = learnerOf(await loadSession());
    if (!learner) return;
    for (const write of writesFor(readQueue(), learner)) {
      let status = 0;
      try {
        const res = await fetch(write.url, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', [learnerHeader]: write.profileId },
          body: JSON.stringify(write.body),
        });
        status = res.status;
      } catch {
        status = 0;
      }
      const outcome = sendOutcome(status);
      if (outcome === 'retry') break;
      writeQueue(removeFromQueue(readQueue(), write.id));
      if (outcome === 'sent') sent += 1;
    }
  } finally {
    sending = false;
    renderNote();
  }
  if (sent) toast({ title: offlineMessages.synced(sent), variant: 'success' });
}

let started = false;

/** Shows the note and sends what waits now and whenever the connection returns. */
export function startOfflineSync(): void {
  renderNote();
  void sendQueued();
  if (started) return;
  started = true;
  window.addEventListener('online', () => void sendQueued());
  $session.listen(() => renderNote());
}
