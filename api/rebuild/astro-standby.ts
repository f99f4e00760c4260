/**
 * A build process started before it is needed (astro-build.ts `BuildStandby`): it loads Astro, the
 * bundler and the integrations the configuration uses while no build is asked for (about 2.5 s of
 * CPU that no longer comes after an admin's save), then waits. Told to build (an IPC message with
 * the build's environment), it runs exactly the build `astro build [--force]` runs, once, and exits:
 * one build per process, as on the command line, so no state is carried from one build to the next.
 * It exits without building when the server that started it goes away.
 */
import { build } from 'astro';

interface Go {
  env: NodeJS.ProcessEnv;
  force: boolean;
}

let building = false;

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

process.on('disconnect', () => {
  if (!building) process.exit(0);
});

process.once('message', (message: Go) => {
  building = true;
  process.send?.({ started: true });
  // The build's settings reach astro.config.mjs through the environment, as for `astro build`.
  for (const name of Object.keys(process.env)) if (!(name in message.env)) delete process.env[name];
  Object.assign(process.env, message.env);
  void warm
    .then(() => build({ force: message.force ? true : undefined, server: { allowedHosts: [] } }))
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
        process.exit(1);
      },
    );
});
