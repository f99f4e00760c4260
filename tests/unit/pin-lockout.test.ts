import { describe, expect, it } from 'vitest';
import { nextPinLock, pinLockLength, pinLockMemorySeconds } from '../../src/lib/pin-lockout.ts';

const minute = 60_000;
const hour = 60 * minute;

describe('the PIN lock', () => {
  it('lasts 15 minutes, then 1 hour, 4 hours and 24 hours for each lock after', () => {
    const now = 1_000 * hour;
    const justEnded = now - minute;
    expect(nextPinLock(0, 0, now)).toEqual({ lockNumber: 1, seconds: 15 * 60, mailParent: false });
    expect(nextPinLock(1, justEnded, now)).toEqual({ lockNumber: 2, seconds: 3600, mailParent: true });
    expect(nextPinLock(2, justEnded, now).seconds).toBe(4 * 3600);
    expect(nextPinLock(3, justEnded, now).seconds).toBe(24 * 3600);
    expect(nextPinLock(9, justEnded, now)).toEqual({ lockNumber: 10, seconds: 24 * 3600, mailParent: true });
  });

  it('tells the parent from the second lock on', () => {
    const now = 1_000 * hour;
    expect(nextPinLock(0, 0, now).mailParent).toBe(false);
    for (let locks = 1; locks < 6; locks++) expect(nextPinLock(locks, now - hour, now).mailParent).toBe(true);
  });

  it('starts again at 15 minutes once a week passed without a lock', () => {
    const now = 10_000 * hour;
    const weekAgo = now - pinLockMemorySeconds * 1000;
    expect(nextPinLock(4, weekAgo, now)).toEqual({ lockNumber: 1, seconds: 15 * 60, mailParent: false });
    expect(nextPinLock(4, weekAgo + minute, now).lockNumber).toBe(5);
  });

  it('says how long a lock lasts in words', () => {
    expect(pinLockLength(15 * 60)).toBe('15 minutes');
    expect(pinLockLength(3600)).toBe('1 hour');
    expect(pinLockLength(4 * 3600)).toBe('4 hours');
    expect(pinLockLength(24 * 3600)).toBe('24 hours');
  });
});
