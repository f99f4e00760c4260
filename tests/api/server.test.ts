import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../api/log.ts';
import { type RunningServer, startServer } from '../../api/server.ts';
import { createTestApp, type TestApp, testOrigin } from './helpers/test-app.ts';

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

  it('reads a request without Content-Length or Transfer-Encoding as one without a body', async () => {
    // Node gives such a request an already-ended body stream (optimizeEmptyRequests).
    const { host, port } = new URL(running.url);
    const send = (head: string, body = ''): Promise<string> =>
      new Promise((resolve, reject) => {
        // Not half-closed: the server ends the connection after its answer (Connection: close).
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write(
            `POST /api/auth/signin HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${testOrigin}\r\n` +
              `Content-Type: application/json\r\nConnection: close\r\n${head}\r\n${body}`,
          ),
        );
        let answer = '';
        socket.setEncoding('utf8').on('data', (chunk: string) => {
          answer += chunk;
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const codeOf = (answer: string): string =>
      (JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: { code: string } }).error.code;
    const empty = await send('');
    expect(empty.slice(0, 12)).toBe('HTTP/1.1 400');
    expect(codeOf(empty)).not.toBe('invalid_credentials');
    const body = JSON.stringify({
      email: 'nobody@example.org',
      password: 'not-the-password-9',
      remember: false,
    });
    const sent = await send(`Content-Length: ${Buffer.byteLength(body)}\r\n`, body);
    expect(codeOf(sent)).toBe('invalid_credentials');
  });
});
