/**
 * precompressBuild (precompress.ts) in a process of its own, for the build step of a server or of
 * `npm run build`: its compression threads' memory ends with the process. On threads of the server
 * itself, the memory zlib and brotli had used stayed with it (the server idled about 50 MB higher
 * after its first build: 130 to 139 MB RSS before, 176 to 191 after).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type PrecompressOptions, type PrecompressResult, precompressBuild } from './precompress.ts';

interface Job {
  dir: string;
  options: Omit<PrecompressOptions, 'signal'>;
}

type Answer = { ok: true; result: PrecompressResult; pid: number } | { ok: false; error: string };

/** The result of precompressBuild, with the process that did the work (never this one). */
export type ProcessResult = PrecompressResult & { pid: number };

/** Runs precompressBuild(dir, options) in a child process; aborting `signal` ends it. */
export function precompressInProcess(dir: string, options: PrecompressOptions = {}): Promise<ProcessResult> {
  const { signal, ...rest } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('The build was stopped.'));
    const child = fork(fileURLToPath(import.meta.url), [], {
      execArgv: ['--max-semi-space-size=2'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let answered = false;
    const stop = (): void => {
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', stop, { once: true });
    child.once('message', (answer: Answer) => {
      answered = true;
      if (answer.ok) resolve({ ...answer.result, pid: answer.pid });
      else reject(new Error(answer.error));
    });
    child.once('error', (error) => {
      answered = true;
      reject(error);
    });
    child.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      if (answered) return;
      reject(
        new Error(signal?.aborted ? 'The build was stopped.' : `the compression process ended with ${code}`),
      );
    });
    child.send({ dir, options: rest } satisfies Job);
  });
}

if (import.meta.main && process.send) {
  process.once('message', (job: Job) => {
    const answer = (message: Answer): void => {
      process.send?.(message, () => process.exit(0));
    };
    precompressBuild(job.dir, job.options).then(
      (result) => answer({ ok: true, result, pid: process.pid }),
      (error: unknown) =>
        answer({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
