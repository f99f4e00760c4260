import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../api/log.ts';
import { type RunningServer, startServer } from '../../api/server.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let running: RunningServer;
beforeAll(async () => {
  t = await createTestApp();
  // Port 0: the system picks a free one; the server's URL names it.
  running = await startServer({
    settings: { ...t.settings, port: 0, host: '127.0.0.1' },
    handle: t.handle,
    rebuilder: t.rebuilder,
    buildStore: t.deps.buildStore,
    log: memoryLogger(),
  });
});
afterAll(async () => {
  await running.close();
  await t.close();
});

/** GET through `agent`; answers the status and the local port of the socket that carried it. */
function get(agent: http.Agent, pathname: string): Promise<{ status: number; localPort: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(pathname, running.url), { agent }, (res) => {
      const localPort = res.socket.localPort!;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, localPort }));
    });
    req.on('error', reject);
  });
}

describe('the HTTP server', () => {
  it(
    'keeps an idle keep-alive connection open longer than Node’s 5 s default, so a ' +
      'client reusing it is answered',
    async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await get(agent, '/api/health');
        // Node's default closes an idle connection after 5 s (6 s with its buffer); a pooled client
        // that sends on it then gets "socket hang up".
        await new Promise((r) => setTimeout(r, 7_000));
        const second = await get(agent, '/api/health');
        expect(second.status).toBe(first.status);
        expect(second.localPort).toBe(first.localPort);
      } finally {
        agent.destroy();
      }
    },
  );
});
