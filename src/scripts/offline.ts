import { offlineQueueKey } from '../lib/offline-queue-key.ts';

/** Whether writes made offline wait in this browser (the sync code loads only then). */
function hasQueuedWrites(): boolean {
  try {
    return !!localStorage.getItem(offlineQueueKey);
  } catch {
    return false;
  }
}

function syncQueued(): void {
  if (hasQueuedWrites()) void import('./offline-sync.ts').then((sync) => sync.startOfflineSync());
}

/**
 * On every page: registers the service worker (/sw.js, made at build time) once the page has
 * loaded, and sends the writes queued offline when there are any (now and when the connection
 * returns). A new build's worker takes over by itself; an open page keeps working (the server
 * still serves the assets of earlier builds).
 */
export function initOffline(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = (): void => {
      navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
  syncQueued();
  window.addEventListener('online', syncQueued);
}
