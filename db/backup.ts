import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type DatabaseUser, databaseInUse } from './in-use.ts';
import { migrations as knownMigrations } from './migrations/index.ts';

/**
 * Backups of DATA_DIR: the database (SQLite's online backup API, a consistent snapshot taken while
 * the server keeps writing) and the uploaded files. Builds are left out: they are made again from
 * the database and the code.
 *
 * A backup is a folder `bsb-backup-<UTC time>` holding `app.db`, `uploads/` and `manifest.json`
 * (what was written, with sizes and the database's SHA-256). It is written under a hidden
 * `.partial` name and renamed when complete, so a folder with the backup name is always whole.
 */

export const backupPrefix = 'bsb-backup-';
const manifestName = 'manifest.json';
const databaseName = 'app.db';
const uploadsName = 'uploads';
/** Upload folders that are not content: half-received files. */
const skippedUploadDirs = new Set(['.tmp']);

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: {
    file: string;
    bytes: number;
    sha256: string;
    integrity: 'ok';
    migrations: string[];
    rows: Record<string, number>;
  };
  uploads: { files: Array<{ path: string; bytes: number }>; totalBytes: number };
  /** Things a person should know (an uploaded file the database lists but the folder lacked). */
  warnings: string[];
}

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
  /** Older backups removed by `keep`. */
  removed: string[];
}

export interface BackupOptions {
  dataDir: string;
  /** The folder that receives the timestamped backup folder. */
  target: string;
  /** Keep only this many backups in `target` (the new one included). */
  keep?: number;
  now?: Date;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

const stampOf = (d: Date): string =>
  d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir`, as paths relative to it with `/`, sorted; skipped folders left out. */
async function listFiles(dir: string): Promise<Array<{ path: string; bytes: number }>> {
  const out: Array<{ path: string; bytes: number }> = [];
  const walk = async (rel: string): Promise<void> => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(rel === '' && skippedUploadDirs.has(entry.name))) await walk(child);
      } else if (entry.isFile()) {
        try {
          out.push({ path: child, bytes: (await fs.stat(path.join(dir, child))).size });
        } catch (error) {
          // Deleted between the listing and now: it is not part of the backup.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    }
  };
  await walk('');
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Copies the listed files; returns the ones actually copied (a file deleted meanwhile is skipped). */
async function copyFiles(
  from: string,
  to: string,
  files: Array<{ path: string; bytes: number }>,
): Promise<Array<{ path: string; bytes: number }>> {
  const copied: Array<{ path: string; bytes: number }> = [];
  for (const file of files) {
    const dest = path.join(to, file.path);
    await fs.mkdir(path.dirname(dest), { recursive: true });
    try {
      await fs.copyFile(path.join(from, file.path), dest, fs.constants.COPYFILE_EXCL);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    copied.push({ path: file.path, bytes: (await fs.stat(dest)).size });
  }
  return copied;
}

/** Facts about a database file for the manifest; throws when it is damaged. */
function inspectDatabase(file: string): {
  migrations: string[];
  rows: Record<string, number>;
  mediaFiles: string[];
} {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: false }) as Array<{ integrity_check: string }>;
    const problems = integrity.map((r) => r.integrity_check).filter((r) => r !== 'ok');
    if (problems.length)
      throw new BackupError(
        `The database copy failed its integrity check: ${problems.slice(0, 5).join('; ')}`,
      );
    const tables = new Set(
      (
        db.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>
      ).map((r) => r.name),
    );
    const migrations = tables.has('kysely_migration')
      ? (db.prepare('select name from kysely_migration order by name').all() as Array<{ name: string }>).map(
          (r) => r.name,
        )
      : [];
    const rows: Record<string, number> = {};
    for (const table of ['users', 'subscriptions', 'devotionals', 'media_files', 'user_stories']) {
      if (tables.has(table))
        rows[table] = (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    }
    const mediaFiles = tables.has('media_files')
      ? (
          db.prepare('select bucket_id, file_path from media_files').all() as Array<{
            bucket_id: string;
            file_path: string;
          }>
        ).map((r) => `${r.bucket_id}/${r.file_path}`)
      : [];
    return { migrations, rows, mediaFiles };
  } finally {
    db.close();
  }
}

/**
 * Takes a backup of `dataDir` into a new timestamped folder under `target` while the server runs.
 *
 * The database is copied with SQLite's online backup API in a single step: one read transaction on
 * the source, so the copy is the database exactly as of one moment, with every write committed
 * before it and none after (in WAL mode writers go on meanwhile; copying in many small steps would
 * restart whenever a writer commits). The copy is switched out of WAL mode (one self-contained
 * file) and checked with `PRAGMA integrity_check`. Uploads are copied after the snapshot; uploaded
 * files are never changed in place, only added or deleted.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const source = path.join(options.dataDir, databaseName);
  if (!existsSync(source))
    throw new BackupError(`There is no database at ${source}: nothing to back up (is DATA_DIR right?).`);
  if (options.keep !== undefined && (!Number.isInteger(options.keep) || options.keep < 1))
    throw new BackupError('--keep must be a whole number of at least 1.');
  const target = path.resolve(options.target);
  await fs.mkdir(target, { recursive: true });

  let name = `${backupPrefix}${stampOf(now)}`;
  for (let n = 2; existsSync(path.join(target, name)); n += 1) name = `${backupPrefix}${stampOf(now)}-${n}`;
  const work = path.join(target, `.${name}.partial`);
  await fs.rm(work, { recursive: true, force: true });
  await fs.mkdir(work);
  try {
    const copy = path.join(work, databaseName);
    const db = new SQLite(source, { readonly: true, fileMustExist: true, timeout: 5000 });
    try {
      // The first step only measures; returning a page count this large makes the next step copy
      // everything in one go (one read transaction, so one consistent moment).
      await db.backup(copy, { progress: () => 0x7fffffff });
    } finally {
      db.close();
    }
    const single = new SQLite(copy, { fileMustExist: true });
    single.pragma('journal_mode = DELETE');
    single.close();
    const facts = inspectDatabase(copy);

    const uploads = await copyFiles(
      path.join(options.dataDir, uploadsName),
      path.join(work, uploadsName),
      await listFiles(path.join(options.dataDir, uploadsName)),
    );
    const copiedPaths = new Set(uploads.map((f) => f.path));
    const missing = facts.mediaFiles.filter((p) => !copiedPaths.has(p));
    const warnings = missing.map(
      (p) =>
        `uploads/${p} is in the media library but was not in the uploads folder ` +
        '(deleted while the backup ran, or missing before).',
    );

    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: {
        file: databaseName,
        bytes: (await fs.stat(copy)).size,
        sha256: await sha256File(copy),
        integrity: 'ok',
        migrations: facts.migrations,
        rows: facts.rows,
      },
      uploads: { files: uploads, totalBytes: uploads.reduce((sum, f) => sum + f.bytes, 0) },
      warnings,
    };
    await fs.writeFile(path.join(work, manifestName), `${JSON.stringify(manifest, null, 2)}\n`, {
      flag: 'wx',
    });
    const dir = path.join(target, name);
    await fs.rename(work, dir);
    const removed = options.keep ? await pruneBackups(target, options.keep) : [];
    return { dir, manifest, removed };
  } catch (error) {
    await fs.rm(work, { recursive: true, force: true });
    throw error;
  }
}

/** The complete backups in `folder` (those with a manifest), newest first. */
export async function listBackups(folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((n) => n.startsWith(backupPrefix) && existsSync(path.join(folder, n, manifestName)))
    .sort()
    .reverse()
    .map((n) => path.join(folder, n));
}

/** Deletes all but the `keep` newest complete backups in `folder`; returns what it deleted. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const old = (await listBackups(folder)).slice(keep);
  for (const dir of old) await fs.rm(dir, { recursive: true, force: true });
  return old;
}

export interface RestoreOptions {
  dataDir: string;
  /** A backup folder, or a folder of backups (the newest is used). */
  source: string;
  now?: Date;
}

export interface RestoreResult {
  /** The backup that was put back. */
  from: string;
  manifest: BackupManifest;
  /** Where the data that was there before now is (nothing is deleted). */
  previous: string | null;
}

export class ServerRunningError extends BackupError {
  override name = 'ServerRunningError';
  readonly holders: DatabaseUser[];

  constructor(file: string, holders: DatabaseUser[]) {
    const who = holders.length
      ? holders.map((h) => `pid ${h.pid}${h.command ? ` (${h.command})` : ''}`).join(', ')
      : 'another process';
    super(
      `Refusing to restore: ${file} is open in ${who}, most likely the running server.\n` +
        'A restore replaces the database under it, so stop the server first (e.g. ' +
        '`sudo systemctl stop bitesize`, or Ctrl-C on `npm start`), then run the ' +
        'restore again.',
    );
    this.holders = holders;
  }
}

async function resolveBackup(source: string): Promise<string> {
  const dir = path.resolve(source);
  if (existsSync(path.join(dir, manifestName))) return dir;
  const [newest] = await listBackups(dir);
  if (!newest)
    throw new BackupError(
      `${dir} is not a backup (no ${manifestName}) and holds no ${backupPrefix}* backups.`,
    );
  return newest;
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(dir, manifestName), 'utf8')) as BackupManifest;
  } catch (error) {
    throw new BackupError(
      `Cannot read ${path.join(dir, manifestName)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (manifest.format !== 1 || !manifest.database?.sha256 || !Array.isArray(manifest.uploads?.files)) {
    throw new BackupError(
      `${path.join(dir, manifestName)} is not a backup manifest this version understands.`,
    );
  }
  return manifest;
}

/** Checks a backup against its manifest before anything is touched. */
async function verifyBackup(dir: string, manifest: BackupManifest): Promise<void> {
  const db = path.join(dir, manifest.database.file);
  if (!existsSync(db)) throw new BackupError(`The backup lacks its database ${db}.`);
  if ((await sha256File(db)) !== manifest.database.sha256)
    throw new BackupError(`${db} does not match the SHA-256 in the manifest: the backup is damaged.`);
  for (const file of manifest.uploads.files) {
    let bytes: number;
    try {
      bytes = (await fs.stat(path.join(dir, uploadsName, file.path))).size;
    } catch {
      throw new BackupError(`The backup lacks uploads/${file.path}, listed in its manifest.`);
    }
    if (bytes !== file.bytes)
      throw new BackupError(
        `uploads/${file.path} has ${bytes} bytes, the manifest says ${file.bytes}: the backup is damaged.`,
      );
  }
}

/**
 * Puts a backup back into `dataDir`: refuses while any process has the database open (the server),
 * checks the backup against its manifest and SQLite's integrity check, stages the copy inside
 * DATA_DIR, moves the current database (with its WAL) and uploads aside into
 * `DATA_DIR/pre-restore-<time>/`, and renames the staged copy into place. Builds are left alone.
 * A backup made by a newer version (migrations this code lacks) is refused: the server would not start on it.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const now = options.now ?? new Date();
  const dataDir = path.resolve(options.dataDir);
  const live = path.join(dataDir, databaseName);
  const from = await resolveBackup(options.source);
  const manifest = await readManifest(from);

  const check = databaseInUse(live);
  if (check.inUse) throw new ServerRunningError(live, check.holders);
  const unknown = manifest.database.migrations.filter((name) => !(name in knownMigrations));
  if (unknown.length) {
    throw new BackupError(
      'The backup comes from a newer version of the site (its database has ' +
        `migrations this code does not know: ${unknown.join(', ')}). ` +
        'Update the code to that version first (git pull && npm install), then restore.',
    );
  }
  await verifyBackup(from, manifest);

  await fs.mkdir(dataDir, { recursive: true });
  const stamp = stampOf(now);
  const staging = path.join(dataDir, `.restore-${stamp}`);
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging);
  try {
    await fs.copyFile(path.join(from, manifest.database.file), path.join(staging, databaseName));
    inspectDatabase(path.join(staging, databaseName));
    await copyFiles(path.join(from, uploadsName), path.join(staging, uploadsName), manifest.uploads.files);
    await fs.mkdir(path.join(staging, uploadsName), { recursive: true });

    // Checked again just before the swap: a server started meanwhile must not lose its database.
    const again = databaseInUse(live);
    if (again.inUse) throw new ServerRunningError(live, again.holders);

    const moved: string[] = [];
    const previous = path.join(dataDir, `pre-restore-${stamp}`);
    for (const name of [databaseName, `${databaseName}-wal`, `${databaseName}-shm`, uploadsName]) {
      if (!existsSync(path.join(dataDir, name))) continue;
      await fs.mkdir(previous, { recursive: true });
      await fs.rename(path.join(dataDir, name), path.join(previous, name));
      moved.push(name);
    }
    await fs.rename(path.join(staging, uploadsName), path.join(dataDir, uploadsName));
    await fs.rename(path.join(staging, databaseName), live);
    return { from, manifest, previous: moved.length ? previous : null };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** "12.3 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
