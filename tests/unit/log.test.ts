import { describe, expect, it } from 'vitest';
import {
  bufferedLineWriter,
  consoleLogger,
  isoTimeCache,
  jsonLogger,
  loggerFor,
  memoryLogger,
} from '../../api/log.ts';

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

describe('the log formats (LOG_FORMAT)', () => {
  it('text (the default) keeps the request line a person reads', () => {
    expect(loggerFor({ logFormat: 'text' })).toBe(consoleLogger);
    const log = memoryLogger();
    log.request({ method: 'GET', path: '/api/health', status: 200, ms: 3, requestId: 'abc' });
    expect(log.lines).toEqual(['info GET /api/health 200 3ms']);
  });

  it('json writes one JSON object a line through pino, a request line with its fields and id', () => {
    const written: string[] = [];
    const log = jsonLogger({ write: (line: string) => void written.push(line) });
    log.request({ method: 'POST', path: '/api/auth/login', status: 401, ms: 12, requestId: 'req-1' });
    log.warn('mail: retry later', { attempts: 2 });
    expect(written.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    const [request, warning] = written.map((line) => JSON.parse(line));
    expect(request).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'POST',
      path: '/api/auth/login',
      status: 401,
      ms: 12,
      requestId: 'req-1',
      pid: process.pid,
    });
    expect(new Date(request.time).toISOString()).toBe(request.time);
    expect(warning).toMatchObject({ level: 'warn', msg: 'mail: retry later', attempts: 2 });
  });
});
