import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { filesInFlightPerThread, precompressBuild } from '../../api/static/precompress.ts';
import { precompressInProcess } from '../../api/static/precompress-process.ts';

const root = mkdtempSync(path.join(tmpdir(), 'precompress-memory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A build of `count` pages worth compressing. */
function build(name: string, count: number): string {
  const dir = path.join(root, name);
  for (let i = 0; i < count; i++) {
    const page = path.join(dir, `page-${i}`, 'index.html');
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, `<!doctype html><title>Page ${i}</title>${'<p>In the beginning.</p>'.repeat(60)}`);
  }
  return dir;
}

it('holds at most two files per compression thread in memory, however many files the build has', async () => {
  for (const threads of [1, 2]) {
    const result = await precompressBuild(build(`threads-${threads}`, 60), { threads });
    expect(result.compressed).toBe(60);
    expect(result.peakFilesHeld).toBeGreaterThan(0);
    expect(result.peakFilesHeld).toBeLessThanOrEqual(threads * filesInFlightPerThread);
  }
  expect(filesInFlightPerThread).toBe(2);
});

it("compresses a build in a process of its own, whose memory ends with it (not on the server's threads)", async () => {
  const dir = build('own-process', 5);
  const result = await precompressInProcess(dir, { threads: 1 });
  expect(result.compressed).toBe(5);
  expect(existsSync(path.join(dir, 'page-0', 'index.html.br'))).toBe(true);
  expect(result.pid).toBeTypeOf('number');
  expect(result.pid).not.toBe(process.pid);
});

it('stops compressing when the build is stopped', async () => {
  const stopped = new AbortController();
  stopped.abort();
  await expect(precompressInProcess(build('stopped', 2), { signal: stopped.signal })).rejects.toThrow(
    'The build was stopped.',
  );
});
