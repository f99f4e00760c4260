/** The e2e web server: wipes the e2e data directory, then runs `npm start`'s script. */
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('e2e')) throw new Error(`Refusing to wipe DATA_DIR=${dataDir ?? ''}`);
rmSync(dataDir, { recursive: true, force: true });
await import('../../scripts/start.ts');
