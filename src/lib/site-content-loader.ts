/**
 * A list of site content in every language (content/site/<name>.json in English, beside it
 * content/site/<locale>/<name>.json in the others): each entry keeps its `id` and gets its
 * `locale`, under the collection id `<locale>/<id>`. Pages pick their language's entries.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { baseLocale, locales } from '../i18n/locales.ts';

export function siteContentInEveryLanguage(name: string): Loader {
  return {
    name: `site-${name}-in-every-language`,
    load: async ({ config, store, parseData, watcher }) => {
      store.clear();
      for (const locale of locales) {
        const file =
          locale === baseLocale ? `content/site/${name}.json` : `content/site/${locale}/${name}.json`;
        const path = fileURLToPath(new URL(file, config.root));
        watcher?.add(path);
        const entries = JSON.parse(await readFile(path, 'utf8')) as Array<Record<string, unknown>>;
        for (const entry of entries) {
          const id = `${locale}/${String(entry.id)}`;
          store.set({ id, data: await parseData({ id, data: { ...entry, locale } }) });
        }
      }
    },
  };
}
