import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { dataPaths, type Settings } from '../settings.ts';
import { projectRoot, runAstroBuild } from './astro-build.ts';
import { BuildStore } from './build-store.ts';
import { createRebuilder, type Rebuilder } from './rebuilder.ts';

/**
 * A hash of every setting that pages bake in at build time: a change to one of them makes the
 * live build stale just as a code change does.
 */
export function buildFingerprint(settings: Settings): string {
  const { siteName, siteTimeZone, videoChannelUrl, helpEmail, dataDir, payments, featuredVideoTitle, maxUploadBytes } = settings;
  const { stripeWebhookSecret: _secret, ...links } = payments;
  const baked = { siteName, siteTimeZone, videoChannelUrl, helpEmail, dataDir, links, featuredVideoTitle, maxUploadBytes };
  return createHash('sha256').update(JSON.stringify({ ...baked, siteUrl: settings.siteUrl.href })).digest('hex').slice(0, 16);
}

/** The rebuilder for this install: builds with Astro into DATA_DIR/builds. */
export function createSiteRebuilder(settings: Settings, log: (m: string) => void): { rebuilder: Rebuilder; store: BuildStore } {
  const store = new BuildStore(dataPaths(settings).builds);
  const rebuilder = createRebuilder({
    store,
    build: (outDir) => runAstroBuild(outDir, { ...process.env, DATA_DIR: settings.dataDir }),
    debounceMs: settings.rebuildDebounceMs,
    keepBuilds: settings.keepBuilds,
    fingerprint: buildFingerprint(settings),
    log,
  });
  return { rebuilder, store };
}

/** What the site is built from: a change to any of these makes the live build stale. */
const codePaths = ['src', 'content', 'public', 'db', 'astro.config.mjs', 'package-lock.json', 'package.json'];

function newestMtimeMs(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtimeMs(path.join(target, entry)));
  return newest;
}

/** True when there is no live build, or the code or the build-time settings changed since. */
export function isBuildStale(store: BuildStore, fingerprint: string, root: string = projectRoot): boolean {
  const info = store.currentInfo();
  if (!info || info.fingerprint !== fingerprint) return true;
  const codeMs = Math.max(...codePaths.map((p) => newestMtimeMs(path.join(root, p))));
  return codeMs > Date.parse(info.startedAt);
}
