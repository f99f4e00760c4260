import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The compiled messages (`#messages`, `npm run i18n`) ask Paraglide's runtime for the locale; on the
 * site's pages src/i18n/page-locale.ts answers instead (the page's language), which keeps the
 * runtime's URL strategies (4 KB compressed) out of every island. Used by the site's build
 * (astro.config.mjs) and by the unit tests (vitest.config.ts), so both read the locale the same way.
 *
 * `#messages` (package.json `imports`) is src/paraglide for the browser, one small module per
 * message so that a page's scripts carry only those they use, and src/paraglide-node everywhere
 * else (the server, the pages' rendering at build time), one module per language: 2,000 modules
 * cost the server about 25 MB more memory for its whole life and the build's bundler time and memory.
 */
export const pageLocalePlugin: Plugin = {
  name: 'page-locale',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source !== '../runtime.js' ||
      !importer ||
      !/[\\/]src[\\/]paraglide(?:-node)?[\\/]messages[\\/]/.test(importer)
    )
      return null;
    return fileURLToPath(new URL('./page-locale.ts', import.meta.url));
  },
};
