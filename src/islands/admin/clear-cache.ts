import { m } from '#messages';
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
    toast({
      title: m.admin_cache_cleared_title(),
      description: m.admin_cache_cleared_text(),
      variant: 'success',
    });
  } catch (error) {
    console.error(error);
    toast({ title: m.admin_error(), description: m.admin_cache_failed(), variant: 'error' });
  }
}
