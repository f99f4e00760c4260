import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAstroBuild } from '../../api/rebuild/astro-build.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'astro-build-exit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for `astro build`: prints its lines, then ends with `code` or never ends. */
function fakeBuild(name: string, lines: string[], end: 'exit 0' | 'exit 1' | 'hang'): string {
  const script = path.join(dir, `${name}.mjs`);
  const ending =
    end === 'hang' ? 'setInterval(() => {}, 1000);' : `process.exitCode = ${end === 'exit 0' ? 0 : 1};`;
  writeFileSync(script, `for (const line of ${JSON.stringify(lines)}) console.log(line);\n${ending}\n`);
  return script;
}

const finished = ['12:00:01 [build] 376 page(s) built in 6.28s', '12:00:01 [build] Complete!'];

describe('a build process that does not end', () => {
  it('is ended once it printed that the build finished, and the build counts as finished', async () => {
    const started = performance.now();
    let pid = 0;
    const result = await runAstroBuild(path.join(dir, 'out-hang'), {
      command: [fakeBuild('hang', finished, 'hang')],
      exitAfterCompleteMs: 300,
      onStart: (p) => {
        pid = p;
      },
    });
    expect(result).toMatchObject({ ok: true, endedAfterComplete: true });
    expect(result.outputTail).toContain('its process did not end');
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('ends by itself as usual: no note', async () => {
    const result = await runAstroBuild(path.join(dir, 'out-ok'), {
      command: [fakeBuild('ok', finished, 'exit 0')],
      exitAfterCompleteMs: 300,
    });
    expect(result.ok).toBe(true);
    expect(result.endedAfterComplete).toBeUndefined();
  });

  it('a build that failed stays failed', async () => {
    const result = await runAstroBuild(path.join(dir, 'out-failed'), {
      command: [fakeBuild('failed', ['12:00:01 [ERROR] Could not render /about/'], 'exit 1')],
      exitAfterCompleteMs: 300,
    });
    expect(result.ok).toBe(false);
    expect(result.outputTail).toContain('build exited with code 1');
  });
});
