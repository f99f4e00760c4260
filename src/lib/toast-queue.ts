/**
 * Notification toasts: one on screen at a time (the first of the list), the rest wait their turn so
 * toasts never stack over the page; 4 s each by default, counted from when a toast shows.
 */
export const maxWaitingToasts = 2;
export const defaultToastDurationMs = 4000;

export type ToastVariant = 'default' | 'success' | 'error';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

/**
 * Adds a toast to the queue: dropped when the same words are already showing or waiting; beyond
 * `maxWaiting` waiting, the oldest waiting one goes (the one showing stays until its time is up).
 */
export function pushToast(
  list: readonly Toast[],
  toast: Toast,
  maxWaiting: number = maxWaitingToasts,
): Toast[] {
  if (list.some((t) => t.title === toast.title && t.description === toast.description)) return [...list];
  const [showing, ...waiting] = [...list, toast];
  return [showing!, ...waiting.slice(-maxWaiting)];
}
