import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AstroBuildResult, buildSite, projectRoot } from '../../api/rebuild/astro-build.ts';
import { BuildStore, BuildSwitchError } from '../../api/rebuild/build-store.ts';
import { fileCoordinator } from '../../api/rebuild/cluster.ts';
import { createRebuilder } from '../../api/rebuild/rebuilder.ts';
import { removeTree } from '../../api/rebuild/remove-tree.ts';
import { staleReason } from '../../api/rebuild/site-rebuilder.ts';

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

  it('starts at once without a debounce, once the request is recorded for the other servers', async () => {
    const { build, calls } = fakeBuild();
    // A shared request record (as in the database) whose write takes a while to land.
    let requested = 0;
    let served = 0;
    const coordinator = {
      ...fileCoordinator(store),
      announce: async () => {
        await new Promise((r) => setTimeout(r, 30));
        requested += 1;
      },
      waitingRequest: async () => (requested > served ? requested : null),
      published: async (_info: unknown, upTo?: number | null) => {
        served = Math.max(served, upTo ?? 0);
      },
    };
    const rebuilder = createRebuilder({
      store,
      build,
      debounceMs: 0,
      keepBuilds: 3,
      fingerprint: 'f',
      coordinator,
    });
    const asked = performance.now();
    rebuilder.requestRebuild('save');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // Not skipped for a request not yet written, and not held back by a debounce.
    expect(performance.now() - asked).toBeLessThan(1000);
    await rebuilder.whenIdle();
    expect(liveText()).toBe('build 1');
    expect(served).toBe(1);
  });

  it("leaves a failed build's requests waiting: another server builds them, the same one does not loop", async () => {
    // The shared request record of two servers on one database.
    let requested = 0;
    let served = 0;
    const coordinator = {
      ...fileCoordinator(store),
      announce: async () => {
        requested += 1;
      },
      waitingRequest: async () => (requested > served ? requested : null),
      published: async (_info: unknown, upTo?: number | null) => {
        served = Math.max(served, upTo ?? 0);
      },
    };
    const options = { store, debounceMs: 0, keepBuilds: 3, fingerprint: 'f', coordinator };
    const failing = fakeBuild({ fail: () => true });
    const first = createRebuilder({ ...options, build: failing.build });
    first.requestRebuild('a devotional published');
    await vi.waitFor(() => expect(failing.calls).toHaveLength(1));
    await first.whenIdle();
    expect(first.status().last?.ok).toBe(false);
    expect([requested, served]).toEqual([1, 0]);
    // The same server does not try the same requests again (a new request or its next start does).
    first.pickUp('cluster: a devotional published', requested);
    await first.whenIdle();
    expect(failing.calls).toHaveLength(1);
    // The other server builds them, and only then are they served.
    const working = fakeBuild();
    const other = createRebuilder({ ...options, build: working.build });
    other.pickUp('cluster: a devotional published', requested);
    await vi.waitFor(() => expect(working.calls).toHaveLength(1));
    await other.whenIdle();
    expect(liveText()).toBe('build 1');
    expect(served).toBe(1);
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
    await rebuilder.whenIdle();
    expect(store.listBuilds()).toHaveLength(2);
    expect(liveText()).toBe('build 4');
    expect(store.previousDirs()).toHaveLength(1);
  });

  it('deletes old builds only when no build is due, and a new build stops the deleting', async () => {
    const { build, calls } = fakeBuild({ ms: 150 });
    const stops: boolean[] = [];
    // Deleting that takes until a build asks it to stop.
    const prune = vi.spyOn(store, 'prune').mockImplementation(async (_keep, shouldStop) => {
      await vi.waitFor(() => expect(shouldStop?.()).toBe(true), { timeout: 10_000, interval: 5 });
      stops.push(true);
      return 0;
    });
    const rebuilder = createRebuilder({ store, build, debounceMs: 0, keepBuilds: 2, fingerprint: 'f' });
    rebuilder.requestRebuild('first');
    await vi.waitFor(() => expect(calls).toHaveLength(1), { interval: 5 });
    // Asked for during the first build: the second starts when it ends, before anything is deleted.
    rebuilder.requestRebuild('second');
    await vi.waitFor(() => expect(prune).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(2);
    // Asked for while old builds are deleted: the build stops the deleting and runs at once.
    const third = await rebuilder.rebuildNow('third');
    expect(third.ok).toBe(true);
    expect(stops).toHaveLength(1);
    expect(calls).toHaveLength(3);
    // The deleting starts again after that build.
    await vi.waitFor(() => expect(prune).toHaveBeenCalledTimes(2));
    await rebuilder.stop();
    expect(stops).toHaveLength(2);
    prune.mockRestore();
    // What was left is deleted by the next prune.
    await store.prune(2);
    expect(store.listBuilds()).toHaveLength(2);
  });

  it('waits for another live process holding the build lock', async () => {
    const { build, calls } = fakeBuild();
    mkdirSync(store.root, { recursive: true });
    // PID 1 is always alive: another process is building.
    writeFileSync(path.join(store.root, '.lock'), JSON.stringify({ pid: 1, buildId: 'b-other' }));
    const rebuilder = createRebuilder({
      store,
      build,
      debounceMs: 0,
      keepBuilds: 3,
      fingerprint: 'f',
      lockWaitMs: 300,
    });
    const record = await rebuilder.rebuildNow('blocked');
    expect(record.ok).toBe(false);
    expect(record.error).toMatch(/Another build/);
    expect(calls).toHaveLength(0);
  });

  it('takes over the lock of a process that died', async () => {
    const { build } = fakeBuild();
    mkdirSync(store.root, { recursive: true });
    writeFileSync(path.join(store.root, '.lock'), JSON.stringify({ pid: 2 ** 22 + 7, buildId: 'b-dead' }));
    const rebuilder = createRebuilder({
      store,
      build,
      debounceMs: 0,
      keepBuilds: 3,
      fingerprint: 'f',
      lockWaitMs: 300,
    });
    expect((await rebuilder.rebuildNow('after crash')).ok).toBe(true);
    expect(existsSync(path.join(store.root, '.lock'))).toBe(false);
  });
});

describe('stopping the rebuilder (server shutdown)', () => {
  it('ends a running build, removes its directory and keeps the live site', async () => {
    const { build } = fakeBuild();
    let sawAbort = false;
    const slow = async (outDir: string, signal: AbortSignal): Promise<AstroBuildResult> => {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'index.html'), 'half a site');
      if (!signal.aborted)
        await new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => resolve(), { once: true }),
        );
      sawAbort = true;
      return { ok: false, outputTail: '(the build was stopped)' };
    };
    let useSlow = false;
    const rebuilder = createRebuilder({
      store,
      build: (dir, signal) => (useSlow ? slow(dir, signal) : build(dir)),
      debounceMs: 0,
      keepBuilds: 3,
      fingerprint: 'f',
    });
    await rebuilder.rebuildNow('first');
    useSlow = true;
    const second = rebuilder.rebuildNow('second');
    await vi.waitFor(() => expect(rebuilder.status().state).toBe('building'));
    await rebuilder.stop();
    expect(sawAbort).toBe(true);
    const record = await second;
    expect(record.ok).toBe(false);
    expect(liveText()).toBe('build 1');
    expect(store.listBuilds()).toHaveLength(1);
    expect(existsSync(path.join(store.root, record.id))).toBe(false);
    expect(existsSync(path.join(store.root, '.lock'))).toBe(false);
    // Nothing builds after a stop.
    rebuilder.requestRebuild('too late');
    expect(rebuilder.status().state).toBe('idle');
    expect((await rebuilder.rebuildNow('too late')).ok).toBe(false);
  });

  it('calls onStopped once the running build has ended, so the standby build process stops after it', async () => {
    const events: string[] = [];
    const build = async (_dir: string, signal: AbortSignal): Promise<AstroBuildResult> => {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      events.push('build ended');
      return { ok: false, outputTail: '(the build was stopped)' };
    };
    const rebuilder = createRebuilder({
      store,
      build,
      debounceMs: 0,
      keepBuilds: 3,
      fingerprint: 'f',
      onStopped: () => events.push('stopped'),
    });
    const stopFunction = rebuilder.stop;
    rebuilder.requestRebuild('first');
    await vi.waitFor(() => expect(rebuilder.status().state).toBe('building'));
    await rebuilder.stop();
    expect(events).toEqual(['build ended', 'stopped']);
    expect(rebuilder.stop).toBe(stopFunction);
  });
});

describe('making a kept build live (rollback)', () => {
  async function threeBuilds(): Promise<string[]> {
    const { build } = fakeBuild({ ms: 5 });
    const rebuilder = createRebuilder({ store, build, debounceMs: 0, keepBuilds: 3, fingerprint: 'f' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await rebuilder.rebuildNow(`b${i}`)).id);
    return ids;
  }

  it('goes back one build at a time, and to a chosen build', async () => {
    const [b1, b2, b3] = await threeBuilds();
    expect(store.keptBuilds().map((b) => [b.id, b.live])).toEqual([
      [b3, true],
      [b2, false],
      [b1, false],
    ]);
    expect(store.makeLive()).toMatchObject({ live: { id: b2 }, previous: b3 });
    expect(liveText()).toBe('build 2');
    expect(store.makeLive().live.id).toBe(b1);
    expect(liveText()).toBe('build 1');
    expect(() => store.makeLive()).toThrow(BuildSwitchError);
    expect(store.makeLive(b3).live.id).toBe(b3);
    expect(liveText()).toBe('build 3');
  });

  it('refuses an unknown build, and any switch while another process builds', async () => {
    const [b1] = await threeBuilds();
    expect(() => store.makeLive('b-nope')).toThrow(/no kept build "b-nope"/);
    writeFileSync(path.join(store.root, '.lock'), JSON.stringify({ pid: 1, buildId: 'b-other' }));
    expect(() => store.makeLive(b1)).toThrow(/A build is running/);
    expect(liveText()).toBe('build 3');
  });

  it('is not undone by the next start unless something changed since the newest build', async () => {
    const [, b2] = await threeBuilds();
    const code = mkdtempSync(path.join(tmpdir(), 'code-'));
    try {
      mkdirSync(path.join(code, 'src'));
      writeFileSync(path.join(code, 'src', 'page.astro'), 'x');
      const past = new Date(Date.now() - 60_000);
      utimesSync(path.join(code, 'src', 'page.astro'), past, past);
      utimesSync(path.join(code, 'src'), past, past);
      store.makeLive(b2);
      expect(staleReason(store, 'f', code)).toBeNull();
      expect(staleReason(store, 'other', code)).toBe('a build-time setting changed');
      writeFileSync(path.join(code, 'src', 'page.astro'), 'y');
      expect(staleReason(store, 'f', code)).toBe('the code changed');
    } finally {
      rmSync(code, { recursive: true, force: true });
    }
  });
});

describe('building outside the project', () => {
  it('lets Astro write only inside the project and moves the finished site to the data folder', async () => {
    const outDir = path.join(root, 'builds', 'b-test');
    let astroOutDir = '';
    let finished = '';
    const result = await buildSite(
      outDir,
      {},
      async (dir) => {
        astroOutDir = dir;
        mkdirSync(path.join(dir, '.prerender'), { recursive: true });
        writeFileSync(path.join(dir, 'index.html'), 'site');
        return { ok: true, outputTail: '' };
      },
      async (dir) => {
        finished = dir;
      },
    );
    expect(finished).toBe(astroOutDir);
    expect(result.ok).toBe(true);
    expect(astroOutDir.startsWith(projectRoot + path.sep)).toBe(true);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('site');
    expect(existsSync(astroOutDir)).toBe(false);
  });

  /** Writes a whole site (as finishBuildDir wants it) whose chapter page refers to `asset`. */
  function writeSite(dir: string, asset: string, withAsset: boolean): void {
    const chapterHtml = `<link rel="stylesheet" href="${asset}"><script src="/_astro/page.js"></script>`;
    const files: Record<string, string> = {
      'index.html': 'x',
      '404.html': 'x',
      'sitemap-index.xml': 'x',
      'bible/index.html': 'x',
      'bible/kjv/genesis/1/index.html': chapterHtml,
      'bible/asv/revelation/22/index.html': 'x',
      'bible/web/john/3/index.html': 'x',
      'es/bible/rv1909/john/3/index.html': 'x',
      'bible-data/en-kjv/books.json': '[]',
      'bible-data/en-asv/books/revelation/chapters/22.json': '[]',
      'bible-data/en-web/books/john/chapters/3.json': '[]',
      'bible-data/es-rv1909/books/john/chapters/3.json': '[]',
      '_astro/page.js': '',
      ...(withAsset ? { [asset.slice(1)]: '' } : {}),
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
  }

  it('checks the finished site before it moves it, and keeps an incomplete one out', async () => {
    const outDir = path.join(root, 'builds', 'b-partial');
    let astroOutDir = '';
    const runs: boolean[] = [];
    const build = buildSite(outDir, {}, async (dir, options) => {
      runs.push(options?.full ?? false);
      astroOutDir = dir;
      mkdirSync(path.join(dir, 'bible'), { recursive: true });
      for (const file of ['index.html', '404.html', 'sitemap-index.xml', 'bible/index.html'])
        writeFileSync(path.join(dir, file), 'x');
      return { ok: true, outputTail: '' };
    });
    await expect(build).rejects.toThrow(
      'The build is incomplete: bible/kjv/genesis/1/index.html is missing.',
    );
    // Tried once more rendering every page, in case the cache was at fault.
    expect(runs).toEqual([false, true]);
    expect(existsSync(astroOutDir)).toBe(false);
    expect(existsSync(outDir)).toBe(false);
  });

  it('renders every page again when a page copied from the cache refers to an asset the build lacks', async () => {
    const outDir = path.join(root, 'builds', 'b-stale');
    const runs: boolean[] = [];
    const result = await buildSite(outDir, {}, async (dir, options) => {
      runs.push(options?.full ?? false);
      // Copied from the cache: the old stylesheet's name; rendered: this build's own.
      writeSite(
        dir,
        options?.full ? '/_astro/BaseLayout.new.css' : '/_astro/BaseLayout.old.css',
        !!options?.full,
      );
      return { ok: true, outputTail: '' };
    });
    expect(result.ok).toBe(true);
    expect(runs).toEqual([false, true]);
    expect(readFileSync(path.join(outDir, 'bible/kjv/genesis/1/index.html'), 'utf8')).toContain(
      'BaseLayout.new.css',
    );
  });

  it('moves a whole site at once, without a second build', async () => {
    const outDir = path.join(root, 'builds', 'b-whole');
    const runs: boolean[] = [];
    const result = await buildSite(outDir, {}, async (dir, options) => {
      runs.push(options?.full ?? false);
      writeSite(dir, '/_astro/BaseLayout.css', true);
      return { ok: true, outputTail: '' };
    });
    expect(result.ok).toBe(true);
    expect(runs).toEqual([false]);
    expect(existsSync(path.join(outDir, '_astro/BaseLayout.css'))).toBe(true);
  });

  it('leaves nothing behind when the build fails', async () => {
    const outDir = path.join(root, 'builds', 'b-broken');
    let astroOutDir = '';
    const result = await buildSite(outDir, {}, async (dir) => {
      astroOutDir = dir;
      mkdirSync(dir, { recursive: true });
      return { ok: false, outputTail: 'broken' };
    });
    expect(result).toEqual({ ok: false, outputTail: 'broken' });
    expect(existsSync(astroOutDir)).toBe(false);
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('removing a build', () => {
  it('deletes a whole tree, and a missing one without complaint', async () => {
    const tree = path.join(root, 'tree');
    for (let d = 0; d < 3; d++) {
      mkdirSync(path.join(tree, `d${d}`, 'inner'), { recursive: true });
      for (let f = 0; f < 40; f++)
        writeFileSync(path.join(tree, `d${d}`, f % 2 ? 'inner' : '', `f${f}.html`), 'x');
    }
    writeFileSync(path.join(tree, 'index.html'), 'x');
    await removeTree(tree);
    expect(existsSync(tree)).toBe(false);
    await expect(removeTree(tree)).resolves.toBeUndefined();
  });
});
