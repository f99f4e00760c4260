import { describe, expect, it } from 'vitest';
import { compareSubscriptionStates, type SubscriptionSnapshot } from '../../api/plans/stripe-order.ts';

const state = (
  status: string,
  eventCreated = 100,
  currentPeriodEnd: string | null = '2030-01-01T00:00:00.000Z',
  interval: string | null = 'month',
): SubscriptionSnapshot => ({
  status,
  interval,
  currentPeriodEnd,
  eventCreated,
});

/** The state that wins when `a` and `b` arrive in this order. */
function winner(a: SubscriptionSnapshot, b: SubscriptionSnapshot): SubscriptionSnapshot {
  const stored = compareSubscriptionStates(null, a) === 'newer' ? a : null;
  return compareSubscriptionStates(stored, b) === 'newer' ? b : a;
}

describe('compareSubscriptionStates', () => {
  it('takes the later event, and anything when nothing is stored', () => {
    expect(compareSubscriptionStates(null, state('active'))).toBe('newer');
    expect(compareSubscriptionStates(state('active', 100), state('past_due', 101))).toBe('newer');
    expect(compareSubscriptionStates(state('past_due', 101), state('active', 100))).toBe('older');
  });

  it('treats an ended subscription as final, whatever comes later', () => {
    for (const ended of ['canceled', 'incomplete_expired']) {
      expect(compareSubscriptionStates(state(ended, 100), state('active', 100))).toBe('ended');
      expect(compareSubscriptionStates(state(ended, 100), state('active', 5000))).toBe('ended');
    }
  });

  it('orders events of the same second by state, the same for either arrival order', () => {
    const pairs: Array<[SubscriptionSnapshot, SubscriptionSnapshot, string]> = [
      [state('incomplete'), state('active'), 'active'],
      [state('trialing'), state('active'), 'active'],
      [state('active'), state('past_due'), 'past_due'],
      [state('past_due'), state('unpaid'), 'unpaid'],
      [state('active'), state('canceled'), 'canceled'],
      [state('unpaid'), state('incomplete_expired'), 'incomplete_expired'],
    ];
    for (const [a, b, expected] of pairs) {
      expect(winner(a, b).status).toBe(expected);
      expect(winner(b, a).status).toBe(expected);
    }
    const renewed = state('active', 100, '2030-02-01T00:00:00.000Z');
    expect(winner(state('active'), renewed)).toBe(renewed);
    expect(winner(renewed, state('active'))).toBe(renewed);
    const yearly = state('active', 100, '2030-01-01T00:00:00.000Z', 'year');
    expect(winner(state('active'), yearly).interval).toBe(winner(yearly, state('active')).interval);
    expect(compareSubscriptionStates(state('active'), state('active'))).toBe('same');
  });
});
