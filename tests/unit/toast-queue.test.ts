import { describe, expect, it } from 'vitest';
import { defaultToastDurationMs, maxVisibleToasts, pushToast, type Toast } from '../../src/lib/toast-queue.ts';

const make = (id: number): Toast => ({ id, title: `t${id}`, variant: 'default', durationMs: defaultToastDurationMs });

describe('toasts', () => {
  it('keeps at most 3 visible, dropping the oldest', () => {
    let list: Toast[] = [];
    for (const id of [1, 2, 3, 4]) list = pushToast(list, make(id));
    expect(maxVisibleToasts).toBe(3);
    expect(list.map((t) => t.id)).toEqual([2, 3, 4]);
  });

  it('lasts 4 seconds by default', () => {
    expect(defaultToastDurationMs).toBe(4000);
  });
});
