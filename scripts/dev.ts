/**
 * `npm run dev`: Astro's dev server on PORT (pages reload as you edit) and the API on PORT + 1;
 * Astro forwards /api and /media-files to the API (astro.config.mjs).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { prepareDatabaseApart } from '../db/prepare-apart.ts';
import { runScript } from './run-script.ts';

const require = createRequire(import.meta.url);

await runScript(async (settings) => {
  await prepareDatabaseApart();

  const apiPort = String(settings.port + 1);
  const env = { ...process.env, API_PORT: apiPort, ASTRO_TELEMETRY_DISABLED: '1' };
  const astroBin = path.join(path.dirname(require.resolve('astro/package.json')), 'bin/astro.mjs');
  const children: ChildProcess[] = [
    spawn(process.execPath, ['--watch-path=api', '--watch-path=db', 'api/server.ts'], {
      env: { ...env, PORT: apiPort },
      stdio: 'inherit',
    }),
    spawn(process.execPath, [astroBin, 'dev', '--port', String(settings.port), '--host', settings.host], {
      env,
      stdio: 'inherit',
    }),
  ];
  const stop = (): void => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
});
