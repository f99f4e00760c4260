// @ts-check

import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadSettings } from './config/settings.ts';
import { plainDynamicImportPlugin } from './src/build/plain-dynamic-import.ts';
import { pageLocalePlugin } from './src/i18n/page-locale-plugin.ts';
import { pagesInEveryLanguage } from './src/i18n/routes.ts';
import { biblePartPages, biblePartReusedEnv } from './src/lib/bible/part.ts';
import { bibleSitemapLinks } from './src/lib/bible/sitemap-links.ts';

const settings = loadSettings();
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT ?? settings.port + 1}`;
/**
 * The build of an admin change reuses the kept Bible part (api/rebuild/bible-part.ts): its routes
 * list no pages, Astro's page cache is left alone (it would drop the Bible pages it keeps for the
 * next new code version), and the sitemap lists the part's pages all the same.
 */
const biblePartReused = process.env[biblePartReusedEnv] === '1';

/** Pages that must never appear in the sitemap (private or per-user). */
const unlisted = ['/admin', '/auth', '/account', '/404', '/offline'];
const unlistedPath = new RegExp(`^(?:/es)?(?:${unlisted.join('|')})`);

/**
 * A module-path pattern written with `/`, matching either path separator.
 * @param {string} source
 */
const modules = (source) => new RegExp(source.replaceAll('/', String.raw`[\\/]`));

/**
 * Fewer, larger browser chunks where the pages that load one part load the rest anyway: each file is
 * compressed on its own, so many small ones cost more than one (scripts/js-budget.ts counts them).
 * `react`: React and React DOM, which every island needs together. `site`: the stores of the shared
 * layout (session, toasts) and the API client's request they load the session with, loaded by every
 * page's layout script, with the offers rule it asks and the two tiny helpers of the page scripts
 * (their JSON, the site's day: smaller there than in a file of their own), and the page's language
 * (src/i18n); the other stores (learner, reading progress) load with the pages and actions that use
 * them. `links`: links in the page's language (src/i18n/paths.ts), for the scripts and islands that
 * write links (most content pages write none; in no group, rolldown put it in the admin chunk, which
 * brought React to content pages). `islands`: the small
 * helpers most islands use (session hooks, labelled fields). `admin`: what the three admin pages
 * share (forms, lists, build status, the mini lessons manager); the sub-pages' frame stays out of it.
 * @type {import('rolldown').CodeSplittingOptions}
 */
const codeSplitting = {
  groups: [
    { name: 'react', test: modules('/node_modules/(react|react-dom|scheduler)/'), priority: 4 },
    {
      name: 'site',
      test: modules(
        String.raw`/node_modules/nanostores/|/src/stores/(session|toasts)\.ts$|/src/client/request\.ts$|` +
          String.raw`/src/lib/(subscription|toast-queue|site-today|progress-answers|offers)\.ts$|` +
          String.raw`/src/scripts/page-data\.ts$|/src/i18n/(locales|page-locale)\.ts$`,
      ),
      priority: 3,
    },
    { name: 'links', test: modules(String.raw`/src/i18n/paths\.ts$`), priority: 3 },
    {
      name: 'islands',
      test: modules(
        String.raw`/src/islands/shared/(use-hydrated|use-session|LabelledField|ProgressBar)\.tsx?$`,
      ),
      priority: 2,
    },
    {
      name: 'admin',
      test: modules(
        String.raw`/src/islands/admin/(shared/|mini-lessons/MiniLesson(sManager|Form)\.tsx$|BuildStatus\.tsx$)`,
      ),
      priority: 1,
    },
  ],
};

export default defineConfig({
  site: settings.siteUrl.href,
  // The rebuild mechanism builds into .build-staging/<id> inside the project and then moves the
  // site to DATA_DIR/builds/<id> (api/rebuild/astro-build.ts says why).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  // Pages kept between builds: the rebuild mechanism points this at DATA_DIR/build-cache.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  experimental: {
    // The Bible pages (2,378 chapters, 132 books and their JSON) give a cacheKey from their data and
    // the baked-in settings; Astro copies them from the cache while that key and their code are unchanged.
    incrementalBuild: !biblePartReused,
  },
  trailingSlash: 'ignore',
  // HTML's whitespace rules, not Astro 7's default JSX rules ('jsx'), which drop a line break between
  // text and an expression: a sentence wrapped before `{months}` read "for24 months".
  compressHTML: true,
  // Four pages at a time: a page's render waits on writing its file and hashing its scripts, and an
  // admin's save renders 380 pages (1.7 s instead of 2.3 s). Each page finds its language in its own
  // context (src/middleware.ts), so pages rendered together never mix their languages.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  integrations: [
    react(),
    mdx(),
    pagesInEveryLanguage(new URL('./', import.meta.url)),
    sitemap({
      // hreflang alternates between a page and its translation (/about/ and /es/about/).
      i18n: { defaultLocale: 'en', locales: { en: 'en', es: 'es' } },
      filter: (page) => !unlistedPath.test(new URL(page).pathname),
      // A Bible book or chapter page pairs with the same place in the other language's version.
      serialize: (item) => {
        const links = bibleSitemapLinks(item.url);
        return links ? { ...item, links } : item;
      },
      ...(biblePartReused
        ? { customPages: biblePartPages().map((p) => new URL(p, settings.siteUrl).href) }
        : {}),
    }),
  ],
  devToolbar: { enabled: false },
  // Shiki writes inline styles, which the Content-Security-Policy forbids; no page shows code.
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      // Astro hashes its own inline scripts into a <meta> policy; api/http/security-headers.ts
      // sends the rest of the policy (frame-ancestors cannot live in a meta tag).
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    plugins: [
      pageLocalePlugin,
      tailwindcss(),
      // Page scripts load their on-demand parts with a plain import() (src/build/plain-dynamic-import.ts).
      plainDynamicImportPlugin,
      {
        name: 'client-chunks',
        configEnvironment: (name) =>
          name === 'client'
            ? { build: { modulePreload: false, rolldownOptions: { output: { codeSplitting } } } }
            : undefined,
      },
    ],
    // `npm run dev`: the API runs beside Astro's dev server (scripts/dev.ts).
    server: { proxy: { '/api': apiOrigin, '/media-files': apiOrigin } },
    build: { chunkSizeWarningLimit: 800 },
  },
});
