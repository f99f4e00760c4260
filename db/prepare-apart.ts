/**
 * `prepareDatabase` in a short-lived process of its own. Preparing loads the migrations, the Bible
 * importer and the starter content of every language (about 55 MB of modules, which a process
 * never unloads) and makes garbage the heap keeps; the long-lived processes (the server, a build)
 * need none of it afterwards, so they ask this one instead and stay that much smaller for their
 * whole life (docs/budgets.md, "Memory"). The child reads the same settings (environment and
 * `.env`) as the process that starts it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { PrepareResult } from './prepare.ts';

const script = path.join(import.meta.dirname, 'prepare-process.ts');
/** What the child prints before its answer, so that its other output can pass through. */
export const prepareAnswerMark = 'prepared-database: ';

/**
 * Migrates, imports the Bible when absent and seeds starter content, in a child process; resolves
 * with what it did, rejects with its error message when it fails.
 */
export function prepareDatabaseApart(env: NodeJS.ProcessEnv = process.env): Promise<PrepareResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--max-semi-space-size=2', script], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    // A stop signal for the parent ends the preparation too (its transactions roll back).
    const stop = (): void => void child.kill('SIGTERM');
    process.once('exit', stop);
    child.on('error', reject);
    child.on('close', (code) => {
      process.off('exit', stop);
      const answer = out
        .split('\n')
        .find((line) => line.startsWith(prepareAnswerMark))
        ?.slice(prepareAnswerMark.length);
      if (code === 0 && answer) resolve(JSON.parse(answer) as PrepareResult);
      else reject(new Error(err.trim() || `preparing the database failed (exit code ${code})`));
    });
  });
}
