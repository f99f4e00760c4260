import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pssIntervalMs, readsPss, watchTree } from '../../scripts/bench/tree-memory.ts';

describe("the bench's tree sampler reads PSS only where it can be a new peak", () => {
  it('never below the highest PSS seen, always at a new RSS peak, otherwise every few samples', () => {
    const watch = { peakRssMb: 640, peakPssMb: 560, sinceLastPssMs: 10 };
    expect(readsPss(550, { ...watch, sinceLastPssMs: 10_000 })).toBe(false);
    expect(readsPss(650, watch)).toBe(true);
    expect(readsPss(600, watch)).toBe(false);
    expect(readsPss(600, { ...watch, sinceLastPssMs: pssIntervalMs })).toBe(true);
    expect(readsPss(100, { peakRssMb: null, peakPssMb: null, sinceLastPssMs: Infinity })).toBe(true);
  });

  it("finds a child's peak, in RSS and PSS", async () => {
    const child = spawn(
      process.execPath,
      ['-e', 'const a = Buffer.alloc(96 * 1024 * 1024, 1); setTimeout(() => a.fill(2), 600)'],
      { stdio: 'ignore' },
    );
    const watch = watchTree(child.pid ?? 0, 20);
    await new Promise((resolve) => child.once('exit', resolve));
    const report = watch.stop();
    expect(report.peakRssMb).toBeGreaterThan(96);
    expect(report.peakPssMb).toBeGreaterThan(90);
    expect(report.peakPssMb).toBeLessThanOrEqual(report.peakRssMb + 1);
  });
});
