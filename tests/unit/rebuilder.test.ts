import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AstroBuildResult } from '../../api/rebuild/astro-build.ts';
import { BuildStore } from '../../api/rebuild/build-store.ts';
import { createRebuilder } from '../../api/rebuild/rebuilder.ts';

let root: string;
let store: BuildStore;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rebuild-'));
  store = new BuildStore(path.join(root, 'builds'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A fake build: writes an index.html saying which build it is, after `ms`. */
function fakeBuild(options: { ms?: number; fail?: (n: number) => boolean } = {}) {
  const calls: string[] = [];
  const build = async (outDir: string): Promise<AstroBuildResult> => {
    calls.push(outDir);
    await new Promise((r) => setTimeout(r, options.ms ?? 20));
    if (options.fail?.(calls.length)) return { ok: false, outputTail: `build ${calls.length} broke` };
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'index.html'), `build ${calls.length}`);
    return { ok: true, outputTail: '' };
  };
  return { build, calls };
}

const liveText = (): string => readFileSync(path.join(store.currentDir()!, 'index.html'), 'utf8');

describe('the rebuilder', () => {
  it('builds into a fresh directory and makes it live', async () => {
    const { build } = fakeBuild();
    const rebuilder = createRebuilder({ store, build, debounceMs: 0, keepBuilds: 3, fingerprint: 'f' });
    expect(store.currentDir()).toBeNull();
    const record = await rebuilder.rebuildNow('test');
    expect(record.ok).toBe(true);
    expect(liveText()).toBe('build 1');
    expect(rebuilder.status().live?.id).toBe(record.id);
    expect(store.currentInfo()?.fingerprint).toBe('f');
  });

  it('coalesces requests made during a build into exactly one more build', async () => {
    const { build, calls } = fakeBuild({ ms: 60 });
    const rebuilder = createRebuilder({ store, build, debounceMs: 0, keepBuilds: 3, fingerprint: 'f' });
    rebuilder.requestRebuild('first');
    await new Promise((r) => setTimeout(r, 20));
    expect(rebuilder.status().state).toBe('building');
    rebuilder.requestRebuild('second');
    rebuilder.requestRebuild('third');
    rebuilder.requestRebuild('fourth');
    expect(rebuilder.status().state).toBe('building');
    await rebuilder.whenIdle();
    expect(calls).toHaveLength(2);
    expect(liveText()).toBe('build 2');
    expect(rebuilder.status().state).toBe('idle');
  });

  it('debounces a burst of requests into one build', async () => {
    const { build, calls } = fakeBuild();
    const rebuilder = createRebuilder({ store, build, debounceMs: 50, keepBuilds: 3, fingerprint: 'f' });
    for (let i = 0; i < 5; i++) rebuilder.requestRebuild(`edit ${i}`);
    expect(rebuilder.status().state).toBe('queued');
    await new Promise((r) => setTimeout(r, 80));
    await rebuilder.whenIdle();
    expect(calls).toHaveLength(1);
  });

  it('keeps the live site and records the error when a build fails', async () => {
    const { build } = fakeBuild({ fail: (n) => n === 2 });
    const rebuilder = createRebuilder({ store, build, debounceMs: 0, keepBuilds: 3, fingerprint: 'f' });
    const good = await rebuilder.rebuildNow('one');
    const bad = await rebuilder.rebuildNow('two');
    expect(bad.ok).toBe(false);
    expect(bad.error).toBe('build 2 broke');
    expect(liveText()).toBe('build 1');
    expect(rebuilder.status().live?.id).toBe(good.id);
    expect(rebuilder.status().last?.ok).toBe(false);
    expect(existsSync(path.join(store.root, bad.id))).toBe(false);
  });

  it('treats a build that produced no index.html as failed', async () => {
    const rebuilder = createRebuilder({
      store,
      build: async () => ({ ok: true, outputTail: 'nothing written' }),
      debounceMs: 0,
      keepBuilds: 3,
      fingerprint: 'f',
    });
    const record = await rebuilder.rebuildNow('empty');
    expect(record.ok).toBe(false);
    expect(store.currentDir()).toBeNull();
  });

  it('keeps only the newest builds, always including the live one', async () => {
    const { build } = fakeBuild({ ms: 5 });
    const rebuilder = createRebuilder({ store, build, debounceMs: 0, keepBuilds: 2, fingerprint: 'f' });
    for (let i = 0; i < 4; i++) await rebuilder.rebuildNow(`b${i}`);
    expect(store.listBuilds()).toHaveLength(2);
    expect(liveText()).toBe('build 4');
    expect(store.previousDirs()).toHaveLength(1);
  });

  it('waits for another live process holding the build lock', async () => {
    const { build, calls } = fakeBuild();
    mkdirSync(store.root, { recursive: true });
    // PID 1 is always alive: another process is building.
    writeFileSync(path.join(store.root, '.lock'), JSON.stringify({ pid: 1, buildId: 'b-other' }));
    const rebuilder = createRebuilder({ store, build, debounceMs: 0, keepBuilds: 3, fingerprint: 'f', lockWaitMs: 300 });
    const record = await rebuilder.rebuildNow('blocked');
    expect(record.ok).toBe(false);
    expect(record.error).toMatch(/Another build/);
    expect(calls).toHaveLength(0);
  });

  it('takes over the lock of a process that died', async () => {
    const { build } = fakeBuild();
    mkdirSync(store.root, { recursive: true });
    writeFileSync(path.join(store.root, '.lock'), JSON.stringify({ pid: 2 ** 22 + 7, buildId: 'b-dead' }));
    const rebuilder = createRebuilder({ store, build, debounceMs: 0, keepBuilds: 3, fingerprint: 'f', lockWaitMs: 300 });
    expect((await rebuilder.rebuildNow('after crash')).ok).toBe(true);
    expect(existsSync(path.join(store.root, '.lock'))).toBe(false);
  });
});
