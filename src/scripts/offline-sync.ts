import { sendQueued, waitingCount } from '../client/offline-queue.ts';
import { offlineMessages } from '../lib/offline-queue.ts';
import { learnerOf } from '../stores/learner.ts';
import { $session, loadSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/**
 * The offline queue on the page (its keeping and sending is src/client/offline-queue.ts): a small
 * note says writes will sync, and they are sent when the connection returns. Loaded by
 * src/scripts/offline.ts only when something is queued.
 */

/** The "will sync" note in the corner of the page while this learner has writes waiting. */
function renderNote(): void {
  const count = waitingCount(learnerOf($session.get()));
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

/** Sends what this learner may send now (another tab may have switched who is learning since). */
async function syncNow(): Promise<void> {
  if (!navigator.onLine) return renderNote();
  const learner = learnerOf(await loadSession());
  const sent = learner ? await sendQueued(learner) : 0;
  renderNote();
  if (sent) toast({ title: offlineMessages.synced(sent), variant: 'success' });
}

let started = false;

/** Shows the note and sends what waits now and whenever the connection returns. */
export function startOfflineSync(): void {
  renderNote();
  void syncNow();
  if (started) return;
  started = true;
  window.addEventListener('online', () => void syncNow());
  $session.listen(() => renderNote());
}
