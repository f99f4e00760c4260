import { atom } from 'nanostores';
import { defaultToastDurationMs, pushToast, type Toast, type ToastVariant } from '../lib/toast-queue.ts';

/** The toasts on screen; src/scripts/toaster.ts renders them on every page. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

/** Shows a toast; returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? defaultToastDurationMs,
  };
  $toasts.set(pushToast($toasts.get(), item));
  if (item.durationMs > 0) setTimeout(() => dismissToast(id), item.durationMs);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
