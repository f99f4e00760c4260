import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushToast, type Toast } from '../../src/lib/toast-queue.ts';
import { $toasts, dismissToast, toast } from '../../src/stores/toasts.ts';

const make = (id: number, title = `t${id}`): Toast => ({ id, title, variant: 'default', durationMs: 4000 });
const titles = (): string[] => $toasts.get().map((t) => t.title);
/** The toast on screen: the first of the queue. */
const shown = (): string | undefined => $toasts.get()[0]?.title;

describe('the toast queue', () => {
  it('queues toasts behind the one showing, in order', () => {
    let list: Toast[] = [];
    for (const id of [1, 2, 3]) list = pushToast(list, make(id));
    expect(list.map((t) => t.id)).toEqual([1, 2, 3]);
  });

  it('keeps the one showing and at most 2 waiting, dropping the oldest waiting', () => {
    let list: Toast[] = [];
    for (const id of [1, 2, 3, 4, 5]) list = pushToast(list, make(id));
    expect(list.map((t) => t.id)).toEqual([1, 4, 5]);
  });

  it('drops a toast whose words are already showing or waiting', () => {
    let list: Toast[] = [];
    for (const [id, title] of [
      [1, 'Saved'],
      [2, 'Oops'],
      [3, 'Saved'],
      [4, 'Oops'],
    ] as const)
      list = pushToast(list, make(id, title));
    expect(list.map((t) => t.id)).toEqual([1, 2]);
  });
});

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const t of $toasts.get()) dismissToast(t.id);
  });
  afterEach(() => vi.useRealTimers());

  it('lasts 4 seconds by default', () => {
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(3999);
    expect(titles()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('shows the next toast when the one before has gone, for its own full time', () => {
    toast({ title: 'Welcome', durationMs: 8000 });
    toast({ title: 'Oops', variant: 'error' });
    expect(shown()).toBe('Welcome');
    vi.advanceTimersByTime(7999);
    expect(titles()).toEqual(['Welcome', 'Oops']);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('Oops');
    vi.advanceTimersByTime(3999);
    expect(shown()).toBe('Oops');
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('a dismissed toast goes at once and the next one shows', () => {
    const first = toast({ title: 'One' });
    toast({ title: 'Two' });
    dismissToast(first);
    expect(titles()).toEqual(['Two']);
    vi.advanceTimersByTime(4000);
    expect(titles()).toEqual([]);
  });
});
