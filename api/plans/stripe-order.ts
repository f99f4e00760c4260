/**
 * Which of two states of one Stripe subscription is the later one. Stripe sends events out of
 * order and stamps them only to the second, so arrival order proves nothing:
 *
 * - a subscription that ended (`canceled`, `incomplete_expired`) is final: Stripe never reopens
 *   it (a new purchase is a new subscription id), so no later event brings it back;
 * - otherwise the event created later wins;
 * - within the same second the subscription's own state decides: the step further along its
 *   life (incomplete, trialing, active, past_due, unpaid/paused, ended), then the later period
 *   end, then a fixed order of the remaining fields, so either arrival order ends the same.
 */
export interface SubscriptionSnapshot {
  status: string;
  interval: string | null;
  currentPeriodEnd: string | null;
  eventCreated: number;
}

const endedStatuses = new Set(['canceled', 'incomplete_expired']);

const lifecycleStep: Record<string, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  unpaid: 4,
  paused: 4,
};

export function isEnded(status: string): boolean {
  return endedStatuses.has(status);
}

function step(status: string): number {
  if (isEnded(status)) return 9;
  return lifecycleStep[status] ?? 2;
}

export type OrderVerdict = 'newer' | 'older' | 'same' | 'ended';

const cmp = (a: string, b: string): number => (a === b ? 0 : a > b ? 1 : -1);

/** Whether `incoming` should replace `stored` (null: nothing stored yet). */
export function compareSubscriptionStates(
  stored: SubscriptionSnapshot | null,
  incoming: SubscriptionSnapshot,
): OrderVerdict {
  if (!stored) return 'newer';
  if (isEnded(stored.status)) return 'ended';
  if (incoming.eventCreated !== stored.eventCreated)
    return incoming.eventCreated > stored.eventCreated ? 'newer' : 'older';
  const byStep = step(incoming.status) - step(stored.status);
  if (byStep !== 0) return byStep > 0 ? 'newer' : 'older';
  const byEnd = cmp(incoming.currentPeriodEnd ?? '', stored.currentPeriodEnd ?? '');
  if (byEnd !== 0) return byEnd > 0 ? 'newer' : 'older';
  const byRest = cmp(
    `${incoming.status}|${incoming.interval ?? ''}`,
    `${stored.status}|${stored.interval ?? ''}`,
  );
  if (byRest !== 0) return byRest > 0 ? 'newer' : 'older';
  return 'same';
}
