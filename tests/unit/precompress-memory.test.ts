import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { filesInFlightPerThread, precompressBuild, readManifest } from '../../api/static/precompress.ts';
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

it("takes a kept part's files from their facts: its folders are neither walked nor read", async () => {
  const dir = build('kept-part', 2);
  const kept = ['bible/kjv/john/3/index.html', 'bible/kjv/john/index.html', 'bible/index.html'];
  for (const rel of kept) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), `kept ${rel}`);
  }
  const facts = Object.fromEntries(
    kept.map((rel, i) => [rel, { hash: `kept-${i}`, size: 1000 + i, modified: 1, br: 10 }]),
  );
  // Not walked: a file there that is not part of the kept part stays unknown.
  writeFileSync(path.join(dir, 'bible/kjv/stray.html'), 'not listed');
  const result = await precompressBuild(dir, { prepared: facts, preparedDirs: ['bible/kjv'] });
  expect(result).toMatchObject({ files: 5, compressed: 2, reused: 3 });
  const manifest = await readManifest(dir);
  // The facts as given (the files' content would hash otherwise), for the skipped folder's files and
  // for a prepared file in a folder the build shares (found by the walk).
  for (const rel of kept) expect(manifest?.files[rel]).toMatchObject({ hash: facts[rel]?.hash });
  expect(manifest?.files['page-0/index.html']?.br).toBeGreaterThan(0);
  expect(manifest?.files['bible/kjv/stray.html']).toBeUndefined();
});
