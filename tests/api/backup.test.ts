import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listBackups, restoreBackup, ServerRunningError, takeBackup } from '../../db/backup.ts';
import { openDatabase } from '../../db/connection.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { freePort } from '../support/free-port.ts';
import { describeSqliteOnly } from './helpers/test-app.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const writerScript = fileURLToPath(new URL('./helpers/db-writer.ts', import.meta.url));

/** A child process whose stdout lines the test can wait for. */
interface Child {
  proc: ChildProcessWithoutNullStreams;
  lines: string[];
  output: () => string;
  waitFor: (test: (lines: string[]) => boolean, what: string, timeoutMs?: number) => Promise<void>;
  exited: Promise<number | null>;
}

function start(args: string[], env: Record<string, string> = {}): Child {
  const proc = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
  const lines: string[] = [];
  let out = '';
  let err = '';
  let partial = '';
  proc.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  proc.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const waitFor = async (test: (l: string[]) => boolean, what: string, timeoutMs = 30_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (!test(lines)) {
      if (proc.exitCode !== null)
        throw new Error(`${what}: the process exited (${proc.exitCode}):\n${out}\n${err}`);
      if (Date.now() > deadline) throw new Error(`${what}: not seen in ${timeoutMs} ms:\n${out}\n${err}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { proc, lines, output: () => `${out}\n${err}`, waitFor, exited };
}

const acks = (lines: string[]): number[] =>
  lines.filter((l) => l.startsWith('ack ')).map((l) => Number(l.slice(4)));

function probeIds(file: string): { ids: Set<number>; uncommitted: number; integrity: string } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const ids = new Set((db.prepare('select id from probe').all() as Array<{ id: number }>).map((r) => r.id));
    const uncommitted = (
      db.prepare("select count(*) as n from probe where writer = 'hold'").get() as { n: number }
    ).n;
    const integrity = db.pragma('integrity_check', { simple: true }) as string;
    return { ids, uncommitted, integrity };
  } finally {
    db.close();
  }
}

let dataDir: string;
let backupRoot: string;
let database: string;
const children: Child[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bsb-backup-data-'));
  backupRoot = mkdtempSync(path.join(tmpdir(), 'bsb-backups-'));
  database = path.join(dataDir, 'app.db');
  const handle = openDatabase(database);
  await migrateToLatest(handle.db);
  handle.sqlite.exec('create table probe (id integer primary key, writer text not null, payload blob)');
  // A few megabytes, so the copy has real work to do while the writer goes on.
  const fill = handle.sqlite.prepare("insert into probe (writer, payload) values ('seed', randomblob(4000))");
  handle.sqlite.transaction(() => {
    for (let i = 0; i < 1500; i += 1) fill.run();
  })();
  handle.sqlite
    .prepare(
      'insert into media_files (id, title, original_name, description, mime_type, ' +
        'bucket_id, file_path, thumbnail_path, file_name, file_size, duration, ' +
        "uploaded_by, created_at) values ('m1', 'Lamb', 'lamb.png', null, 'image/png', " +
        "'images', '1700000000000-abc-lamb.png', null, 'lamb.png', 8, null, null, ?)",
    )
    .run(new Date().toISOString());
  await handle.close();
  await fs.mkdir(path.join(dataDir, 'uploads', 'images'), { recursive: true });
  await fs.mkdir(path.join(dataDir, 'uploads', 'audio'), { recursive: true });
  await fs.mkdir(path.join(dataDir, 'uploads', '.tmp'), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'uploads', 'images', '1700000000000-abc-lamb.png'), 'lamb-png');
  await fs.writeFile(
    path.join(dataDir, 'uploads', 'audio', '1700000000001-def-psalm.mp3'),
    Buffer.alloc(70_000, 7),
  );
  await fs.writeFile(path.join(dataDir, 'uploads', '.tmp', 'half-received'), 'partial');
});

afterAll(async () => {
  for (const child of children) if (child.proc.exitCode === null) child.proc.kill('SIGKILL');
  await Promise.all(children.map((c) => c.exited));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupRoot, { recursive: true, force: true });
});

// On PostgreSQL the database is backed up with pg_dump; these copy the SQLite file.
const describeSqlite = describeSqliteOnly('they copy the SQLite file; PostgreSQL is backed up with pg_dump');

describeSqlite('npm run backup and npm run restore', () => {
  let backupDir: string;
  let ackedBeforeBackup: number[];

  it('takes a consistent backup while another process keeps writing', async () => {
    const writer = start([writerScript, database, 'loop']);
    children.push(writer);
    await writer.waitFor((l) => acks(l).length >= 100, 'the writer acknowledging writes');
    ackedBeforeBackup = acks(writer.lines);
    const result = await takeBackup({ dataDir, target: backupRoot });
    const ackedWhenDone = acks(writer.lines).length;
    // The writer was never blocked: it goes on acknowledging writes after the backup.
    await writer.waitFor(
      (l) => acks(l).length >= ackedWhenDone + 100,
      'the writer still writing after the backup',
    );
    writer.proc.stdin.write('stop\n');
    expect(await writer.exited).toBe(0);

    backupDir = result.dir;
    expect(path.basename(backupDir)).toMatch(/^bsb-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(result.manifest.database.integrity).toBe('ok');
    expect(result.manifest.database.migrations).toContain('003_subscriptions');
    expect(result.manifest.uploads.files).toEqual([
      { path: 'audio/1700000000001-def-psalm.mp3', bytes: 70_000 },
      { path: 'images/1700000000000-abc-lamb.png', bytes: 8 },
    ]);
    expect(result.manifest.warnings).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))).toEqual(result.manifest);
    expect(existsSync(path.join(backupDir, 'uploads', '.tmp'))).toBe(false);

    const copy = probeIds(path.join(backupDir, 'app.db'));
    expect(copy.integrity).toBe('ok');
    expect(ackedBeforeBackup.filter((id) => !copy.ids.has(id))).toEqual([]);
    expect(copy.ids.size).toBeGreaterThanOrEqual(1500 + ackedBeforeBackup.length);
    // The live database went on: it has rows the snapshot does not.
    expect(probeIds(database).ids.size).toBeGreaterThan(copy.ids.size);
  }, 60_000);

  it('leaves out a write that is not committed when the backup runs', async () => {
    const holder = start([writerScript, database, 'hold']);
    children.push(holder);
    await holder.waitFor((l) => l.includes('holding'), 'the open write transaction');
    const { dir } = await takeBackup({ dataDir, target: backupRoot, now: new Date(Date.now() + 60_000) });
    holder.proc.stdin.write('commit\n');
    await holder.waitFor((l) => l.includes('committed'), 'the commit');
    const copy = probeIds(path.join(dir, 'app.db'));
    expect(copy.integrity).toBe('ok');
    expect(copy.uncommitted).toBe(0);
    expect(probeIds(database).uncommitted).toBe(1);
  }, 60_000);

  it('keeps only the newest backups with keep', async () => {
    const folder = path.join(backupRoot, 'rotated');
    const t0 = Date.now();
    await takeBackup({ dataDir, target: folder, now: new Date(t0) });
    await takeBackup({ dataDir, target: folder, now: new Date(t0 + 60_000) });
    expect(await listBackups(folder)).toHaveLength(2);
    const newest = await takeBackup({ dataDir, target: folder, keep: 1, now: new Date(t0 + 120_000) });
    expect(newest.removed).toHaveLength(2);
    expect(await listBackups(folder)).toEqual([newest.dir]);
  }, 60_000);

  it('refuses to restore while the server runs, and says why', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    const server = start(['api/server.ts'], env);
    children.push(server);
    await server.waitFor((l) => l.some((line) => line.includes('serving')), 'the server listening', 60_000);
    const before = probeIds(database).ids.size;

    const refusal = await restoreBackup({ dataDir, source: backupDir }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ServerRunningError);
    expect((refusal as ServerRunningError).holders.map((h) => h.pid)).toContain(server.proc.pid);
    expect((refusal as Error).message).toMatch(
      /Refusing to restore: .*app\.db is open in pid \d+.*stop the server first/s,
    );

    // The command says so too, and fails.
    const cli = start(['scripts/restore.ts', backupDir], env);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toMatch(/Refusing to restore/);

    // Nothing was touched.
    expect(probeIds(database).ids.size).toBe(before);
    expect(existsSync(path.join(dataDir, 'uploads', 'images', '1700000000000-abc-lamb.png'))).toBe(true);
    expect(
      (await fs.readdir(dataDir)).filter((n) => n.startsWith('pre-restore') || n.startsWith('.restore')),
    ).toEqual([]);

    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('restores the database and the uploads once the server is stopped', async () => {
    await fs.rm(path.join(dataDir, 'uploads', 'images', '1700000000000-abc-lamb.png'));
    await fs.writeFile(path.join(dataDir, 'uploads', 'images', 'after-the-backup.png'), 'new');

    const result = await restoreBackup({ dataDir, source: backupDir });
    expect(result.from).toBe(backupDir);
    const restored = probeIds(database);
    expect(restored.integrity).toBe('ok');
    expect(ackedBeforeBackup.filter((id) => !restored.ids.has(id))).toEqual([]);
    expect(restored.uncommitted).toBe(0);
    expect(readFileSync(path.join(dataDir, 'uploads', 'images', '1700000000000-abc-lamb.png'), 'utf8')).toBe(
      'lamb-png',
    );
    expect(readFileSync(path.join(dataDir, 'uploads', 'audio', '1700000000001-def-psalm.mp3'))).toEqual(
      Buffer.alloc(70_000, 7),
    );
    expect(existsSync(path.join(dataDir, 'uploads', 'images', 'after-the-backup.png'))).toBe(false);

    // What was there before is kept aside, not deleted.
    expect(result.previous).not.toBeNull();
    expect(probeIds(path.join(result.previous!, 'app.db')).uncommitted).toBe(1);
    expect(existsSync(path.join(result.previous!, 'uploads', 'images', 'after-the-backup.png'))).toBe(true);

    // The restored database opens and migrates like any other.
    const handle = openDatabase(database);
    expect(await migrateToLatest(handle.db)).toEqual([]);
    expect(await handle.db.selectFrom('media_files').select('id').execute()).toEqual([{ id: 'm1' }]);
    await handle.close();
  }, 60_000);

  it('refuses a backup from a newer version of the site, or one that does not match its manifest', async () => {
    const copy = path.join(backupRoot, 'bsb-backup-2099-01-01T00-00-00Z');
    await fs.cp(backupDir, copy, { recursive: true });
    const manifestFile = path.join(copy, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      database: { migrations: string[]; sha256: string };
    };
    const before = readFileSync(database);

    manifest.database.migrations.push('999_from_the_future');
    await fs.writeFile(manifestFile, JSON.stringify(manifest));
    await expect(restoreBackup({ dataDir, source: copy })).rejects.toThrow(
      /newer version of the site .*999_from_the_future/,
    );

    manifest.database.migrations.pop();
    manifest.database.sha256 = '0'.repeat(64);
    await fs.writeFile(manifestFile, JSON.stringify(manifest));
    // Given the folder of backups, restore takes the newest: this damaged one.
    await expect(restoreBackup({ dataDir, source: backupRoot })).rejects.toThrow(
      /does not match the SHA-256 in the manifest/,
    );
    expect(readFileSync(database)).toEqual(before);
  }, 60_000);
});
