/**
 * The parent's PIN guard: wrong PINs lock switching back to the parent, each lock longer than the
 * one before, so a script cannot work through the PINs (5 guesses a day at most once the locks
 * reach a day: years for 4 digits). No I/O here; api/family/pin-guard.ts applies it.
 */

/** Wrong PINs (counted from the first, in a window) that lock the PIN. */
export const pinGuessesPerLock = 5;
export const pinGuessWindowSeconds = 15 * 60;
/** The first lock lasts 15 minutes, the next 1 hour, then 4 hours, then 24 hours each. */
export const pinLockSeconds = [15 * 60, 60 * 60, 4 * 60 * 60, 24 * 60 * 60] as const;
/** From the second lock on, the parent is told by e-mail. */
export const pinLockMailFromLock = 2;
/** Locks are forgotten after a right PIN, or after a week with no lock. */
export const pinLockMemorySeconds = 7 * 24 * 60 * 60;

export interface PinLock {
  /** 1 for the first lock (of those remembered), 2 for the next, ... */
  lockNumber: number;
  seconds: number;
  mailParent: boolean;
}

/**
 * The lock that starts at `nowMs`, after `previousLocks` locks of which the last ended at
 * `lastLockedUntilMs` (0: none).
 */
export function nextPinLock(previousLocks: number, lastLockedUntilMs: number, nowMs: number): PinLock {
  const remembered =
    lastLockedUntilMs > 0 && nowMs - lastLockedUntilMs < pinLockMemorySeconds * 1000 ? previousLocks : 0;
  const lockNumber = remembered + 1;
  const seconds = pinLockSeconds[Math.min(lockNumber, pinLockSeconds.length) - 1]!;
  return { lockNumber, seconds, mailParent: lockNumber >= pinLockMailFromLock };
}

/** A lock's length in words: "15 minutes", "1 hour", "24 hours". */
export function pinLockLength(seconds: number): string {
  if (seconds < 60 * 60) return `${Math.round(seconds / 60)} minutes`;
  const hours = Math.round(seconds / 3600);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
