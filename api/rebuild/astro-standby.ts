/**
 * A build process started before it is needed (astro-build.ts `BuildStandby`): it loads Astro, the
 * bundler and the integrations the configuration uses while no build is asked for (about 2.5 s of
 * CPU that no longer comes after an admin's save), then waits. Told to build (an IPC message with
 * the build's environment), it runs exactly the build `astro build [--force]` runs, once, and exits:
 * one build per process, as on the command line, so no state is carried from one build to the next.
 * It exits without building when the server that started it goes away.
 *
 * Once loaded, it also syncs the content collections ahead (Astro's `sync`: the content layer's data
 * store in the build cache and the generated modules in `.astro/`, made from the code's files alone,
 * never from the database), which `astro build` does first (1 to 2 s). The build then skips that
 * step when nothing it reads changed meanwhile: the same environment (but for the build's own
 * output folder and whether it reuses the Bible part, which the sync does not read) and the same
 * code version (bible-part.ts `biblePartKey` of every file of the code). Otherwise, and for a full
 * build (`--force` clears the content cache first), the build syncs as usual.
 */
import path from 'node:path';
import { build, sync } from 'astro';
import { standbyPresyncedLine } from './astro-build.ts';
import { biblePartKey } from './bible-part.ts';

interface Go {
  env: NodeJS.ProcessEnv;
  force: boolean;
}

let building = false;
const root = path.resolve(import.meta.dirname, '../..');
/** What a build sets for itself alone, which the content sync does not read. */
const perBuild = new Set(['ASTRO_OUT_DIR', 'BIBLE_PART_REUSED']);
const syncedEnv = (env: NodeJS.ProcessEnv): string =>
  JSON.stringify(
    Object.keys(env)
      .filter((name) => !perBuild.has(name))
      .sort()
      .map((name) => [name, env[name]]),
  );

// Loaded now; the configuration's own modules (astro.config.mjs, src/) are read by the build itself.
const warm = Promise.all([
  import('vite'),
  import('rolldown'),
  import('@tailwindcss/vite'),
  import('@astrojs/react'),
  import('@astrojs/mdx'),
  import('@astrojs/sitemap'),
]);

// A standby that cannot load the tools ends at once: the next build runs `astro build` instead.
warm.catch(() => {
  if (!building) process.exit(1);
});

/** The content synced ahead: with which environment and code version (null when it failed). */
const synced = warm
  .then(async () => {
    const env = syncedEnv(process.env);
    const code = await biblePartKey(root, null);
    await sync({ root, logLevel: 'warn' });
    return { env, code };
  })
  .catch(() => null);

process.on('disconnect', () => {
  if (!building) process.exit(0);
});

process.once('message', (message: Go) => {
  building = true;
  process.send?.({ started: true });
  // The build's settings reach astro.config.mjs through the environment, as for `astro build`.
  for (const name of Object.keys(process.env)) if (!(name in message.env)) delete process.env[name];
  Object.assign(process.env, message.env);
  const presynced = async (): Promise<boolean> => {
    // Awaited in any case: a sync still running must not overlap the build's own.
    const ahead = await synced;
    return (
      !message.force &&
      ahead !== null &&
      ahead.env === syncedEnv(process.env) &&
      ahead.code === (await biblePartKey(root, null))
    );
  };
  void warm
    .then(presynced)
    .then((skipSync) => {
      if (skipSync) console.log(standbyPresyncedLine);
      // `sync: false` is the build's own switch (AstroBuilder's option) for a sync already made.
      const options = { sync: !skipSync } as Parameters<typeof build>[1];
      return build({ force: message.force ? true : undefined, server: { allowedHosts: [] } }, options);
    })
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
        process.exit(1);
      },
    );
});
