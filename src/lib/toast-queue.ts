/** Notification toasts: at most 3 visible, 4 s by default. */
export const maxVisibleToasts = 3;
export const defaultToastDurationMs = 4000;

export type ToastVariant = 'default' | 'success' | 'error';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

/** Adds a toast, dropping the oldest ones beyond the visible maximum. */
export function pushToast(list: readonly Toast[], toast: Toast, max: number = maxVisibleToasts): Toast[] {
  return [...list, toast].slice(-max);
}
