import { writeSync } from 'node:fs';
import { type DestinationStream, pino } from 'pino';

/** One answered request, as the request log has it (path only: query strings can carry tokens). */
export interface RequestLine {
  method: string;
  path: string;
  status: number;
  /** Whole milliseconds from the request's arrival to its answer. */
  ms: number;
  requestId: string;
}

/** A tiny leveled logger. Never pass it request bodies, passwords, tokens or cookies. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** The request log's line of one answered API request. */
  request(line: RequestLine): void;
}

/** LOG_FORMAT: `text`, a line a person reads; `json`, one JSON object a line for log collectors. */
export type LogFormat = 'text' | 'json';

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

/** The request line as the text log has always had it: `GET /api/x 200 3ms`. */
const requestText = (line: RequestLine): string => `${line.method} ${line.path} ${line.status} ${line.ms}ms`;

/** The human format: `<ISO time> <level> <message> [fields as JSON]`, info to stdout, the rest to stderr. */
export const consoleLogger: Logger = {
  info: (m, f) => out(lineOf('info', m, f)),
  warn: (m, f) => err(lineOf('warn', m, f)),
  error: (m, f) => err(lineOf('error', m, f)),
  request: (line) => out(lineOf('info', requestText(line))),
};

/**
 * JSON lines through pino: `{"level":"info","time":"<ISO time>","pid":..,"hostname":..,"msg":..}`
 * plus the fields; a request line carries `method`, `path`, `status`, `ms` and `requestId`. pino
 * writes in batches off the request's path (its destination is asynchronous) and flushes at exit.
 */
export function jsonLogger(
  destination: DestinationStream = pino.destination({ fd: 1, sync: false }),
): Logger {
  const json = pino(
    {
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    info: (m, f) => json.info(f ?? {}, m),
    warn: (m, f) => json.warn(f ?? {}, m),
    error: (m, f) => json.error(f ?? {}, m),
    request: (line) => json.info(line, 'request'),
  };
}

let processJsonLogger: Logger | null = null;

/** The process's logger in the LOG_FORMAT setting's format (one JSON destination a process). */
export function loggerFor(settings: { logFormat: LogFormat }): Logger {
  if (settings.logFormat === 'text') return consoleLogger;
  processJsonLogger ??= jsonLogger();
  return processJsonLogger;
}

/** For tests: keeps what was logged so a test can assert on it. */
export function memoryLogger(): Logger & { lines: string[]; requests: RequestLine[] } {
  const lines: string[] = [];
  const requests: RequestLine[] = [];
  const keep = (level: string) => (m: string, f?: Record<string, unknown>) => {
    lines.push(`${level} ${m}${f ? ` ${JSON.stringify(f)}` : ''}`);
  };
  const request = (line: RequestLine): void => {
    requests.push(line);
    lines.push(`info ${requestText(line)}`);
  };
  return { lines, requests, info: keep('info'), warn: keep('warn'), error: keep('error'), request };
}
