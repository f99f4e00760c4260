import { existsSync, readFileSync, statSync } from 'node:fs';
import SQLite from 'better-sqlite3';

export interface DatabaseUser {
  pid: number;
  command: string;
}

export interface InUse {
  inUse: boolean;
  /** Processes holding a lock on the file, when the system can tell (Linux: /proc/locks). */
  holders: DatabaseUser[];
}

/**
 * Whether another process has the SQLite file open: the server, a build reading it, a backup.
 *
 * In WAL mode every open connection keeps a shared lock on the database file for as long as it is
 * open (SQLite relies on this to find the last connection, which checkpoints and removes the WAL).
 * So an exclusive lock can be taken only when nobody else has the file open. The kernel drops a
 * process's locks when it exits, so a crashed server never leaves a stale "running" mark behind
 * (unlike a pid file), and a pid reused by another program cannot fool it. The test asks for the
 * lock once, without waiting, and lets it go at once. Locks on network file systems may not be
 * reliable; keep DATA_DIR on a local disk.
 */
export function databaseInUse(file: string): InUse {
  if (!existsSync(file)) return { inUse: false, holders: [] };
  const probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return { inUse: false, holders: [] };
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    return { inUse: true, holders: lockHolders(file) };
  } finally {
    probe.close();
  }
}

/** Processes with a POSIX lock on `file`, from /proc/locks (Linux); empty elsewhere. */
function lockHolders(file: string): DatabaseUser[] {
  let locks: string;
  try {
    locks = readFileSync('/proc/locks', 'utf8');
  } catch {
    return [];
  }
  const inode = String(statSync(file).ino);
  const pids = new Set<number>();
  for (const line of locks.split('\n')) {
    // "1: POSIX  ADVISORY  READ 1234 08:01:5678 1073741824 1073741824": pid, then major:minor:inode.
    const fields = line.trim().split(/\s+/);
    const device = fields.find((f) => /^[0-9a-f]+:[0-9a-f]+:\d+$/i.test(f));
    if (!device || device.split(':')[2] !== inode) continue;
    const pid = Number(fields[fields.indexOf(device) - 1]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) pids.add(pid);
  }
  return [...pids].map((pid) => ({ pid, command: commandOf(pid) }));
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 200);
  } catch {
    return '';
  }
}
