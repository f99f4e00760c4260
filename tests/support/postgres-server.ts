/**
 * A throwaway PostgreSQL server for the API tests on PostgreSQL: initdb into a temporary folder,
 * pg_ctl start on a free port, and on stop, the server ends and the folder goes. As root (CI), the
 * server runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

export interface PostgresServer {
  /** postgres://… of the server's `postgres` database, as superuser. */
  url: string;
  stop(): void;
}

/** The database with every migration applied that each test database is copied from. */
export const templateDatabase = 'bsb_template';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder of initdb and pg_ctl: POSTGRES_BIN, else what scripts/ensure-postgres.sh finds. */
function postgresBin(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  return execFileSync('bash', [path.join(root, 'scripts/ensure-postgres.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'bsb-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]): void => {
    const file = path.join(bin, program);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), 0);
  const data = path.join(dir, 'data');
  const stop = (): void => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running (it failed to start): only the folder is left to remove.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const port = await freePort();
    // A test server: no durability (fsync off) makes creating a database per test file fast.
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ];
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      options.join(' '),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
