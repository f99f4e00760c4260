import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushToast, type Toast } from '../../src/lib/toast-queue.ts';
import { $toasts, dismissToast, toast } from '../../src/stores/toasts.ts';

const make = (id: number): Toast => ({ id, title: `t${id}`, variant: 'default', durationMs: 4000 });
const titles = (): string[] => $toasts.get().map((t) => t.title);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const t of $toasts.get()) dismissToast(t.id);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps at most 3 visible, dropping the oldest', () => {
    let list: Toast[] = [];
    for (const id of [1, 2, 3, 4]) list = pushToast(list, make(id));
    expect(list.map((t) => t.id)).toEqual([2, 3, 4]);
    for (const title of ['one', 'two', 'three', 'four']) toast({ title });
    expect(titles()).toEqual(['two', 'three', 'four']);
  });

  it('lasts 4 seconds by default', () => {
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(3999);
    expect(titles()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('lasts as long as asked, and a dismissed toast goes at once', () => {
    toast({ title: 'Welcome', durationMs: 8000 });
    toast({ title: 'Oops', variant: 'error' });
    vi.advanceTimersByTime(4000);
    expect(titles()).toEqual(['Welcome']);
    vi.advanceTimersByTime(3999);
    expect(titles()).toEqual(['Welcome']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
    dismissToast(toast({ title: 'Again' }));
    expect(titles()).toEqual([]);
  });
});
