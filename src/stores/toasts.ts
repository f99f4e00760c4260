import { atom } from 'nanostores';
import {
  defaultToastDurationMs,
  pushToast,
  shownToast,
  type Toast,
  type ToastVariant,
} from '../lib/toast-queue.ts';

/** The toast queue; the first one is on screen (src/scripts/toaster.ts renders it on every page). */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
let timedId: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

/** Starts the clock of the toast now on screen (once per toast). */
function timeShownToast(): void {
  const shown = shownToast($toasts.get());
  if (!shown || shown.id === timedId) return;
  clearTimeout(timer);
  timedId = shown.id;
  if (shown.durationMs > 0) timer = setTimeout(() => dismissToast(shown.id), shown.durationMs);
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
