import http from 'node:http';
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
