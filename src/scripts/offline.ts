/**
 * The offline queue's localStorage key, as src/lib/offline-queue-key.ts has it (a unit test holds
 * them equal): written out here so that this script, on every page, imports nothing.
 */
export const queueKey = 'bsb-offline-queue';

/** What src/stores/learner.ts says when a write was kept offline (a unit test holds them equal). */
export const queuedEvent = 'bsb:offline-queued';

/**
 * On every page: registers the service worker (/sw.js, made at build time) once the page has
 * loaded, and loads the offline queue's code only when writes made offline wait in this browser or
 * one is queued now (it sends them now and when the connection returns). A new build's worker takes
 * over by itself; an open page keeps working (the server still serves the assets of earlier builds).
 */
export function initOffline(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => undefined));
  }
  const startSync = (): void => void import('./offline-sync.ts').then((sync) => sync.startOfflineSync());
  addEventListener(queuedEvent, startSync);
  try {
    if (localStorage.getItem(queueKey)) startSync();
  } catch {
    // storage blocked: nothing can have been queued
  }
}
