import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Written into each finished build directory. */
export interface BuildInfo {
  id: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** Hash of the settings the pages were built with (see buildFingerprint). */
  fingerprint: string;
}

const currentLink = 'current';
const infoFile = 'build-info.json';
const buildPrefix = 'b-';

/**
 * The served site lives in DATA_DIR/builds/<id>/; `current` is a symlink to the live one, replaced
 * atomically (a new link renamed over the old), so a request never sees half a site.
 */
export class BuildStore {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  /** A fresh, unique directory path for the next build (not created: the build creates it). */
  newBuildDir(now: Date = new Date()): { id: string; dir: string } {
    mkdirSync(this.root, { recursive: true });
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-');
    const id = `${buildPrefix}${stamp}-${randomBytes(3).toString('hex')}`;
    return { id, dir: path.join(this.root, id) };
  }

  /** The live build's directory, or null when nothing has been built yet. */
  currentDir(): string | null {
    try {
      return realpathSync(path.join(this.root, currentLink));
    } catch {
      return null;
    }
  }

  currentInfo(): BuildInfo | null {
    const dir = this.currentDir();
    if (!dir) return null;
    try {
      return JSON.parse(readFileSync(path.join(dir, infoFile), 'utf8')) as BuildInfo;
    } catch {
      return null;
    }
  }

  /** Records the build's facts and makes it the live site in one rename. */
  publish(info: BuildInfo): void {
    const dir = path.join(this.root, info.id);
    writeFileSync(path.join(dir, infoFile), JSON.stringify(info, null, 2));
    const temp = path.join(this.root, `.${currentLink}-${randomBytes(4).toString('hex')}`);
    symlinkSync(info.id, temp);
    renameSync(temp, path.join(this.root, currentLink));
  }

  /** Finished builds, newest first (by id, which starts with the build time). */
  listBuilds(): string[] {
    if (!existsSync(this.root)) return [];
    return readdirSync(this.root)
      .filter((name) => name.startsWith(buildPrefix) && existsSync(path.join(this.root, name, infoFile)))
      .sort()
      .reverse();
  }

  /** Directories of recent builds other than the live one (hashed assets of pages still open). */
  previousDirs(): string[] {
    const live = this.currentDir();
    return this.listBuilds()
      .map((id) => path.join(this.root, id))
      .filter((dir) => dir !== live);
  }

  /** Keeps the live build and the `keep - 1` newest others; removes the rest and failed leftovers. */
  prune(keep: number): void {
    const liveId = this.liveId();
    const finished = this.listBuilds();
    const kept = new Set([liveId, ...finished.filter((id) => id !== liveId).slice(0, Math.max(0, keep - 1))]);
    for (const name of readdirSync(this.root)) {
      if (!name.startsWith(buildPrefix) || kept.has(name) || this.isInProgress(name)) continue;
      rmSync(path.join(this.root, name), { recursive: true, force: true });
    }
  }

  /** Removes a build directory that did not finish. */
  discard(id: string): void {
    rmSync(path.join(this.root, id), { recursive: true, force: true });
  }

  private liveId(): string | null {
    try {
      return readlinkSync(path.join(this.root, currentLink));
    } catch {
      return null;
    }
  }

  private isInProgress(name: string): boolean {
    const lock = this.readLock();
    return lock?.buildId === name;
  }

  // A lock file keeps two processes (the server and `npm run rebuild`) from building at once.

  private lockPath(): string {
    return path.join(this.root, '.lock');
  }

  private readLock(): { pid: number; buildId: string } | null {
    try {
      return JSON.parse(readFileSync(this.lockPath(), 'utf8')) as { pid: number; buildId: string };
    } catch {
      return null;
    }
  }

  /** Takes the build lock; false when a live process holds it. A dead holder's lock is taken over. */
  tryLock(buildId: string): boolean {
    mkdirSync(this.root, { recursive: true });
    const body = JSON.stringify({ pid: process.pid, buildId });
    try {
      writeFileSync(this.lockPath(), body, { flag: 'wx' });
      return true;
    } catch {
      const holder = this.readLock();
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) return false;
      writeFileSync(this.lockPath(), body);
      return true;
    }
  }

  unlock(): void {
    const holder = this.readLock();
    if (holder?.pid === process.pid) unlinkSync(this.lockPath());
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
