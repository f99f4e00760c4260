import { writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

/**
 * A compression thread of precompress.ts: writes `file.br` and `file.gz` beside a file (each only
 * when smaller) and answers their sizes. Synchronous zlib on its own thread: the same work through
 * zlib's asynchronous calls on libuv's threads cost about twice the CPU here (a stream per call,
 * and its memory given back to the system after every file).
 */
/** The compressed variants written next to a file: `page.html.br` and `page.html.gz`. */
export const variantSuffix = { br: '.br', gzip: '.gz' } as const;

export interface CompressJob {
  id: number;
  /** The file's absolute path; the variants are written beside it. */
  file: string;
  data: Uint8Array;
  brotliQuality: number;
}

export interface CompressAnswer {
  id: number;
  br?: number;
  gzip?: number;
  error?: string;
}

/** Brotli's window: the smallest that holds the whole file (the default 4 MB costs memory, no bytes). */
export function brotliWindowBits(size: number): number {
  return Math.max(16, Math.min(24, Math.ceil(Math.log2(size + 1)) + 1));
}

export function compressFile(job: CompressJob): CompressAnswer {
  const { id, file, data, brotliQuality } = job;
  const answer: CompressAnswer = { id };
  const br = brotliCompressSync(data, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
      [zlib.BROTLI_PARAM_LGWIN]: brotliWindowBits(data.length),
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    },
  });
  if (br.length < data.length) {
    writeFileSync(file + variantSuffix.br, br);
    answer.br = br.length;
  }
  const gz = gzipSync(data, { level: 9 });
  if (gz.length < data.length) {
    writeFileSync(file + variantSuffix.gzip, gz);
    answer.gzip = gz.length;
  }
  return answer;
}

parentPort?.on('message', (job: CompressJob) => {
  let answer: CompressAnswer;
  try {
    answer = compressFile(job);
  } catch (error) {
    answer = { id: job.id, error: (error as Error).message };
  }
  parentPort?.postMessage(answer);
});
