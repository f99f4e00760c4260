import { type Dirent, promises as fs } from 'node:fs';
import path from 'node:path';

/** Files deleted at once; small enough that their completions never hold the event loop for long. */
const filesAtOnce = 16;

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}

/**
 * Deletes a directory tree without stalling the server: a build is thousands of files, and both
 * `rmSync` (seconds of a blocked event loop) and `fs.promises.rm` (which starts every entry of a
 * directory at once, so thousands of completions arrive together) hold up requests. This deletes a
 * few files at a time, one directory after another, and yields between batches. When `shouldStop`
 * answers true between two batches, it ends there and leaves the rest (pruning gives way to a build).
 */
export async function removeTree(dir: string, shouldStop?: () => boolean): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return fs.unlink(dir).catch(ignoreMissing);
    return ignoreMissing(error);
  }
  for (const entry of entries) {
    if (shouldStop?.()) return;
    if (entry.isDirectory()) await removeTree(path.join(dir, entry.name), shouldStop);
  }
  const files = entries.filter((entry) => !entry.isDirectory());
  for (let i = 0; i < files.length; i += filesAtOnce) {
    if (shouldStop?.()) return;
    await Promise.all(
      files.slice(i, i + filesAtOnce).map((f) => fs.unlink(path.join(dir, f.name)).catch(ignoreMissing)),
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (shouldStop?.()) return;
  await fs.rmdir(dir).catch(ignoreMissing);
}
