import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';

const root = resolve(import.meta.dirname, '../..');

describe('freePort', () => {
  it('is written once, in tests/support/free-port.ts, and imported everywhere else', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file));
    const written = files.filter((file) =>
      /\bfunction\s+freePort\b|\bfreePort\s*=\s*(async\s*)?\(/.test(
        readFileSync(resolve(root, file), 'utf8'),
      ),
    );
    expect(written).toEqual(['tests/support/free-port.ts']);
  });

  it('answers a port nothing listens on, that a server can then take', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', done);
    });
    await new Promise((done) => server.close(done));
  });
});
