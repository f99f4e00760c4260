import { useEffect, useState } from 'react';

/**
 * Game rules keep their timers as timestamps ("resolve at", "advance at") and a pure `tick(state,
 * now)`; this hook is the only place that waits. It calls `onDue` once the clock reaches `dueAt`
 * (null means nothing is pending).
 */
export function useDeadline(dueAt: number | null, onDue: (now: number) => void): void {
  useEffect(() => {
    if (dueAt === null) return;
    const timer = window.setTimeout(() => onDue(Date.now()), Math.max(0, dueAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [dueAt, onDue]);
}

/** The current time, refreshed every `intervalMs` while `active` (for countdowns on screen). */
export function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

/** Whole seconds between two timestamps, for recorded game durations. */
export function elapsedSeconds(startedAt: number, endedAt: number): number {
  return Math.max(0, Math.round((endedAt - startedAt) / 1000));
}
