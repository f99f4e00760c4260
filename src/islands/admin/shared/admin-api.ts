import { useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
import { type ApiResult, apiRequest } from '../../../client/request.ts';
import { missingFieldsMessage } from '../../../lib/content-rules.ts';
import { toast } from '../../../stores/toasts.ts';

/** Tells the build status card (and anything else listening) that a rebuild was requested. */
export function announceRebuild(): void {
  window.dispatchEvent(new Event('site-rebuild-requested'));
}

/** The toast for a failed save: "Missing Fields" split as the spec words it, else `title` with the message. */
export function failureToast(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  title: string,
  fallback: string,
): void {
  if (result.message === missingFieldsMessage) {
    toast({
      title: m.admin_missing_fields_title(),
      description: m.admin_missing_fields_text(),
      variant: 'error',
    });
    return;
  }
  toast({ title, description: result.message || fallback, variant: 'error' });
}

export interface AdminList<T> {
  items: T[] | null;
  reload: () => Promise<void>;
}

/**
 * Loads an admin list (GET path → body[key]); a failure shows `onError`'s toast. `items` is null
 * while loading.
 */
export function useAdminList<T>(path: string, key: string, onError: (message: string) => void): AdminList<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const reload = useCallback(async (): Promise<void> => {
    const result = await apiRequest<Record<string, T[]>>('GET', path);
    if (result.ok) {
      setItems(result.data[key] ?? []);
      return;
    }
    setItems((current) => current ?? []);
    onError(result.message);
    // onError is left out on purpose: callers pass a new arrow each render, and one load is enough.
  }, [path, key]);
  useEffect(() => void reload(), [reload]);
  return { items, reload };
}
