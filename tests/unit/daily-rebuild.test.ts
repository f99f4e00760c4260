import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleDailyRebuild } from '../../api/rebuild/daily-rebuild.ts';

afterEach(() => vi.useRealTimers());

describe('the daily rebuild', () => {
  it('asks for one rebuild when the day turns in the site time zone, not at UTC midnight', () => {
    vi.useFakeTimers();
    // 22:58 in Chicago on June 1st is 03:58 UTC on June 2nd.
    vi.setSystemTime(new Date('2025-06-02T03:58:00Z'));
    const requests: string[] = [];
    const stop = scheduleDailyRebuild({
      rebuilder: { requestRebuild: (r) => void requests.push(r) },
      timeZone: 'America/Chicago',
    });
    vi.advanceTimersByTime(60 * 60_000);
    expect(requests).toEqual([]);
    vi.advanceTimersByTime(2 * 60 * 60_000);
    expect(requests).toEqual(['daily: 2025-06-02 began in America/Chicago']);
    vi.advanceTimersByTime(10 * 60 * 60_000);
    expect(requests).toHaveLength(1);
    stop();
    vi.advanceTimersByTime(48 * 60 * 60_000);
    expect(requests).toHaveLength(1);
  });
});
