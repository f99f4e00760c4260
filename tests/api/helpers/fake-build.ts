import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildStore } from '../../../api/rebuild/build-store.ts';

/** Writes a finished build with the given files (path → content) and makes it live. */
export function writeFakeBuild(store: BuildStore, files: Record<string, string>): string {
  const { id, dir } = store.newBuildDir();
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const now = new Date().toISOString();
  store.publish({ id, startedAt: now, finishedAt: now, durationMs: 1, fingerprint: 'test' });
  return dir;
}
