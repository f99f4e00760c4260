/**
 * A free TCP port on loopback: the system picks one for a moment's listener, which then closes.
 * The one helper for tests, the e2e config and the bench (tests/unit/free-port.test.ts keeps it so).
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
