import { toast } from '../../stores/toasts.ts';

/** "Clear Cache": every client cache, local storage and session storage; the caller toasts "Cache Cleared". */
export async function clearClientCaches(): Promise<void> {
  try {
    if ('caches' in window) {
      for (const key of await window.caches.keys()) await window.caches.delete(key);
    }
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.dispatchEvent(new Event('client-caches-cleared'));
    toast({ title: 'Cache Cleared', description: 'All cached data was cleared.', variant: 'success' });
  } catch (error) {
    console.error(error);
    toast({ title: 'Error', description: 'Could not clear the cache. Please try again.', variant: 'error' });
  }
}
