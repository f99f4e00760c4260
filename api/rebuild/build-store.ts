import { randomBytes } from 'node:crypto';
import {
  existsSync,
  promises as fs,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { KeptBuild } from '../../src/lib/admin-status.ts';
import { removeTree } from './remove-tree.ts';

/** Written into each finished build directory. */
export interface BuildInfo {
  id: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** Hash of the settings the pages were built with (see buildFingerprint). */
  fingerprint: string;
}

export type { KeptBuild };

/** Why a build cannot be made live; `code` is the API's error code. */
export class BuildSwitchError extends Error {
  override name = 'BuildSwitchError';
  readonly code: 'unknown_build' | 'no_earlier_build' | 'build_running';

  constructor(code: BuildSwitchError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

const currentLink = 'current';
const infoFile = 'build-info.json';
const buildPrefix = 'b-';
/** Builds being deleted are renamed with this prefix first, so nothing lists or serves them. */
const trashPrefix = '.trash-';

/**
 * The served site lives in DATA_DIR/builds/<id>/; `current` is a symlink to the live one, replaced
 * atomically (a new link renamed over the old), so a request never sees half a site.
 */
export class BuildStore {
  readonly root: string;
  /**
   * The live build as the shared database records it (several servers on one builds folder);
   * until one is known, the `current` link says.
   */
  private pinned: string | null = null;

  constructor(root: string) {
    this.root = root;
  }

  /** A fresh, unique directory path for the next build (not created: the build creates it). */
  newBuildDir(now: Date = new Date()): { id: string; dir: string } {
    mkdirSync(this.root, { recursive: true });
    // The time to the millisecond: ids sort in build order, even for builds within one second.
    const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-').replace('Z', '');
    const id = `${buildPrefix}${stamp}-${randomBytes(3).toString('hex')}`;
    return { id, dir: path.join(this.root, id) };
  }

  /** The live build's directory, or null when nothing has been built yet. */
  currentDir(): string | null {
    try {
      // One system call (the JavaScript realpath checks every part of the path): every request asks.
      return realpathSync.native(path.join(this.root, this.pinned ?? currentLink));
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
    this.pointCurrentAt(info.id);
    this.pinned = null;
  }

  /** Serves `id` from now on (the live build the database records); one assignment, so atomic. */
  pinLive(id: string): void {
    this.pinned = id;
  }

  private pointCurrentAt(id: string): void {
    const temp = path.join(this.root, `.${currentLink}-${randomBytes(4).toString('hex')}`);
    symlinkSync(id, temp);
    renameSync(temp, path.join(this.root, currentLink));
  }

  private readInfo(id: string): BuildInfo | null {
    try {
      return JSON.parse(readFileSync(path.join(this.root, id, infoFile), 'utf8')) as BuildInfo;
    } catch {
      return null;
    }
  }

  /** The newest finished build's facts (the live one unless a rollback made an older one live). */
  newestInfo(): BuildInfo | null {
    const newest = this.listBuilds()[0];
    return newest ? this.readInfo(newest) : null;
  }

  /** Every kept build, newest first, with the live one marked. */
  keptBuilds(): KeptBuild[] {
    const liveId = this.liveId();
    return this.listBuilds().flatMap((id) => {
      const info = this.readInfo(id);
      if (!info) return [];
      return [
        {
          id,
          startedAt: info.startedAt,
          finishedAt: info.finishedAt,
          durationMs: info.durationMs,
          live: id === liveId,
        },
      ];
    });
  }

  /**
   * Makes a kept build live (a rollback): `to` names it; without it, the kept build just before
   * the live one. Refused while a build is running in another process (it would replace it at once).
   * Answers the build made live and the one it replaced.
   */
  makeLive(to?: string): { live: KeptBuild; previous: string | null } {
    const builds = this.keptBuilds();
    const liveIndex = builds.findIndex((b) => b.live);
    const target = to === undefined ? builds[liveIndex + 1] : builds.find((b) => b.id === to);
    if (!target) {
      if (to !== undefined) throw new BuildSwitchError('unknown_build', `There is no kept build "${to}".`);
      throw new BuildSwitchError('no_earlier_build', 'There is no earlier kept build to go back to.');
    }
    const previous = liveIndex >= 0 ? builds[liveIndex]!.id : null;
    if (!this.tryLock(`switch:${target.id}`)) {
      throw new BuildSwitchError('build_running', 'A build is running; try again when it has finished.');
    }
    try {
      this.pointCurrentAt(target.id);
      this.pinned = null;
    } finally {
      this.unlock();
    }
    return { live: { ...target, live: true }, previous };
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

  /**
   * Keeps the live build and the `keep - 1` newest others; removes the rest and failed leftovers.
   * Each is renamed away at once (nothing serves or lists it any more) and then deleted a few files
   * at a time (see removeTree): a build is thousands of files. When `shouldStop` answers true, the
   * deleting ends between two batches; what is left is renamed away already, and the next prune
   * deletes it. Answers how many builds were removed.
   */
  async prune(keep: number, shouldStop?: () => boolean): Promise<number> {
    const liveId = this.liveId();
    const finished = this.listBuilds();
    const kept = new Set([liveId, ...finished.filter((id) => id !== liveId).slice(0, Math.max(0, keep - 1))]);
    const doomed = readdirSync(this.root).filter(
      (name) =>
        name.startsWith(trashPrefix) ||
        (name.startsWith(buildPrefix) && !kept.has(name) && !this.isInProgress(name)),
    );
    const trashed = await Promise.all(doomed.map((name) => this.trash(name)));
    for (const target of trashed) {
      if (shouldStop?.()) break;
      await this.removeTrashed(target, shouldStop);
    }
    return doomed.filter((name) => name.startsWith(buildPrefix)).length;
  }

  /** Removes a build directory that did not finish. */
  async discard(id: string): Promise<void> {
    await this.removeTrashed(await this.trash(id));
  }

  /** Renames a build away (to a trash name nothing serves or lists); answers where it is now. */
  private async trash(name: string): Promise<string> {
    const target = path.join(this.root, name);
    if (name.startsWith(trashPrefix)) return target;
    const trash = path.join(this.root, `${trashPrefix}${name}-${randomBytes(3).toString('hex')}`);
    try {
      await fs.rename(target, trash);
      return trash;
    } catch {
      // already gone, or never created
      return target;
    }
  }

  private async removeTrashed(target: string, shouldStop?: () => boolean): Promise<void> {
    try {
      await removeTree(target, shouldStop);
    } catch {
      // another process is deleting it too; the next prune finishes what is left
    }
  }

  /** The live build's id. */
  liveId(): string | null {
    if (this.pinned) return this.pinned;
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
