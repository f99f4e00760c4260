import { describe, expect, it } from 'vitest';
import { bufferedLineWriter, isoTimeCache } from '../../api/log.ts';

/** A stream that records each write call as it happens. */
const recorder = (onWrite: (s: string) => void): NodeJS.WritableStream =>
  ({
    write: (s: string) => {
      onWrite(s);
      return true;
    },
  }) as unknown as NodeJS.WritableStream;

describe('the request log writer', () => {
  it('writes the lines of one turn of the event loop in one write, after the requests', async () => {
    const writes: string[] = [];
    const write = bufferedLineWriter(
      recorder((s) => writes.push(s)),
      null,
    );
    write('GET /api/a 200 1ms\n');
    write('GET /api/b 200 1ms\n');
    // Nothing is written while the requests are still running.
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['GET /api/a 200 1ms\nGET /api/b 200 1ms\n']);
    write('GET /api/c 200 1ms\n');
    await new Promise((r) => setImmediate(r));
    expect(writes.join('')).toBe('GET /api/a 200 1ms\nGET /api/b 200 1ms\nGET /api/c 200 1ms\n');
  });

  it('writes at once when the buffer is large, never losing a line', async () => {
    let out = '';
    const write = bufferedLineWriter(
      recorder((s) => {
        out += s;
      }),
      null,
    );
    const line = `${'x'.repeat(99)}\n`;
    for (let i = 0; i < 1000; i++) write(line);
    // 100 KB: 64 KB went out at once (the buffer holds no more), the rest once the loop is free.
    expect(out.length).toBeGreaterThanOrEqual(64 * 1024);
    expect(out.length).toBeLessThan(line.length * 1000);
    await new Promise((r) => setImmediate(r));
    expect(out).toBe(line.repeat(1000));
  });
});

describe("the log lines' time", () => {
  it("is each millisecond's own ISO time, however the calls come", () => {
    const isoTime = isoTimeCache();
    const times = [0, 0, 1, 1_700_000_000_123, 1_700_000_000_123, 1_700_000_000_124, 5, 1_700_000_000_123];
    for (const now of times) expect(isoTime(now)).toBe(new Date(now).toISOString());
  });
});
