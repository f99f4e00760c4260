/**
 * After the run: removes the e2e data folder when it is the temporary one playwright.config.ts chose.
 * Playwright runs this before it stops the web server, which may still be writing there (a build
 * or the deleting of old builds under way), so a folder that will not go now is left to the server's
 * own exit (tests/e2e/serve.ts) instead of failing a run whose tests all passed.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function teardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || path.dirname(dataDir) !== tmpdir() || !path.basename(dataDir).startsWith('bsb-e2e-'))
    return;
  try {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.warn(`e2e teardown: ${dataDir} is removed when the server exits (${String(error)})`);
  }
}
