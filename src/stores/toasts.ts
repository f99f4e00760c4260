import { atom } from 'nanostores';
import { defaultToastDurationMs, pushToast, type Toast, type ToastVariant } from '../lib/toast-queue.ts';

/** The toast queue; the first one is on screen (src/scripts/toaster.ts renders it on every page). */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
let timedId = 0;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

/**
 * Starts the clock of the toast now on screen, once per toast (a clock left by a toast dismissed
 * early finds it gone and does nothing).
 */
function timeShownToast(): void {
  const shown = $toasts.get()[0];
  if (!shown || shown.id === timedId) return;
  timedId = shown.id;
  if (shown.durationMs > 0) setTimeout(() => dismissToast(shown.id), shown.durationMs);
}

/** Queues a toast (shown when the one before it has gone); returns its id. */
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
  timeShownToast();
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
  timeShownToast();
}
