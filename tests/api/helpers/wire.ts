import http from 'node:http';
import net from 'node:net';
import { expect } from 'vitest';
import type { Logger } from '../../../api/log.ts';
import { type RunningServer, startServer } from '../../../api/server.ts';
import type { TestApp } from './test-app.ts';

/** The test app served by the real server on a free port of 127.0.0.1 (its fast paths included). */
export function startWireServer(t: TestApp, log: Logger): Promise<RunningServer> {
  return startServer({
    settings: { ...t.settings, port: 0, host: '127.0.0.1' },
    handle: t.handle,
    rebuilder: t.rebuilder,
    buildStore: t.deps.buildStore,
    log,
    handleSignals: false,
  });
}

export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as sent on the wire (no decompression), its answer as received, without the headers Node adds. */
export function wireRequest(
  server: RunningServer,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(pathname, server.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { date: _date, connection: _c, 'keep-alive': _k, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** One raw TCP connection to the server: `ask` sends a request and waits for its whole answer. */
export interface RawConnection {
  /**
   * Sends `GET <pathname> HTTP/1.1` with the extra header lines (each ending in CRLF); resolves to
   * the answer's head, lower case.
   */
  ask(pathname: string, extra?: string): Promise<string>;
  /** Settles when the server closes the connection. */
  closed: Promise<void>;
  destroy(): void;
}

function rawConnection(server: RunningServer): RawConnection {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    closed,
    destroy: () => socket.destroy(),
    async ask(pathname, extra = '') {
      received = Buffer.alloc(0);
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`);
      // The whole answer: its head and Content-Length bytes.
      await expect
        .poll(() => {
          const end = received.indexOf('\r\n\r\n');
          if (end < 0) return false;
          const length = Number(/content-length: (\d+)/i.exec(received.subarray(0, end).toString())?.[1]);
          return received.length >= end + 4 + length;
        })
        .toBe(true);
      return received.subarray(0, received.indexOf('\r\n\r\n')).toString().toLowerCase();
    },
  };
}

/**
 * On one HTTP/1.1 connection: asks `pathname` once with each of `extras` (extra header lines, each
 * ending in CRLF), every answer a 200 without Connection and Keep-Alive lines (the connection
 * persists by default); then once asking to close, which is answered `connection: close` and closed.
 */
export async function expectPersistsQuietly(
  server: RunningServer,
  pathname: string,
  extras: string[],
): Promise<void> {
  const connection = rawConnection(server);
  try {
    for (const extra of extras) {
      const head = await connection.ask(pathname, extra);
      expect(head).toMatch(/^http\/1\.1 200/);
      expect(head).not.toMatch(/\r\n(connection|keep-alive):/);
    }
    const last = await connection.ask(pathname, 'Connection: close\r\n');
    expect(last).toContain('\r\nconnection: close');
    await connection.closed;
  } finally {
    connection.destroy();
  }
}
