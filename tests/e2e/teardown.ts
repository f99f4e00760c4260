/** After the run: removes the e2e data folder when it is the temporary one playwright.config.ts chose. */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function teardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || path.dirname(dataDir) !== tmpdir() || !path.basename(dataDir).startsWith('bsb-e2e-'))
    return;
  rmSync(dataDir, { recursive: true, force: true });
}
