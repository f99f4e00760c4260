/**
 * The localStorage key of the offline queue (src/lib/offline-queue.ts), alone in its module: every
 * page's service worker registration reads it, and should carry nothing more.
 */
export const offlineQueueKey = 'bsb-offline-queue';
