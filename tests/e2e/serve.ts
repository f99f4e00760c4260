/**
 * The e2e web server: wipes the e2e data directory, then runs `npm start`'s script. When the server
 * exits (Playwright stops it after the run) the directory goes too, with nothing left writing to it.
 */
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('e2e')) throw new Error(`Refusing to wipe DATA_DIR=${dataDir ?? ''}`);
rmSync(dataDir, { recursive: true, force: true });
process.on('exit', () => {
  try {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch {
    // Left for the system's temporary folder cleaning: nothing depends on it being gone.
  }
});
await import('../../scripts/start.ts');
