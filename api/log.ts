import { writeSync } from 'node:fs';

/** A tiny leveled logger. Never pass it request bodies, passwords, tokens or cookies. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Lines kept before they are written at once (or at the end of the current turn of the event loop). */
const flushAtChars = 64 * 1024;

/**
 * Writes lines to a stream in batches: a request adds its line to a buffer, and the buffer goes out
 * in one write once the event loop is free (a write to a file or terminal blocks the process).
 * What is left when the process exits is written then.
 */
export function bufferedLineWriter(stream: NodeJS.WritableStream, fd: number | null): (line: string) => void {
  let pending = '';
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (!pending) return;
    const out = pending;
    pending = '';
    stream.write(out);
  };
  if (fd !== null) {
    process.once('exit', () => {
      if (!pending) return;
      try {
        writeSync(fd, pending);
      } catch {
        // the stream is gone
      }
      pending = '';
    });
  }
  return (line) => {
    pending += line;
    if (pending.length >= flushAtChars) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}

/**
 * The time of `now` (milliseconds since the epoch) as an ISO 8601 string, made once per
 * millisecond: a busy server logs several lines in the same one.
 */
export function isoTimeCache(): (now: number) => string {
  let at = Number.NaN;
  let text = '';
  return (now) => {
    if (now !== at) {
      at = now;
      text = new Date(now).toISOString();
    }
    return text;
  };
}

const isoTime = isoTimeCache();

function lineOf(level: string, message: string, fields?: Record<string, unknown>): string {
  const extra = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
  return `${isoTime(Date.now())} ${level} ${message}${extra}\n`;
}

const out = bufferedLineWriter(process.stdout, 1);
const err = bufferedLineWriter(process.stderr, 2);

export const consoleLogger: Logger = {
  info: (m, f) => out(lineOf('info', m, f)),
  warn: (m, f) => err(lineOf('warn', m, f)),
  error: (m, f) => err(lineOf('error', m, f)),
};

/** For tests: keeps what was logged so a test can assert on it. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (level: string) => (m: string, f?: Record<string, unknown>) => {
    lines.push(`${level} ${m}${f ? ` ${JSON.stringify(f)}` : ''}`);
  };
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
}
