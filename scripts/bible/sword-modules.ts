/**
 * The SWORD modules the site's own Bible texts are made from (`npm run bible:make -- <code>`), by
 * version code: the Debian package that ships the module, the module's name and the text's language.
 */
export interface SwordModule {
  /** The Debian package, fetched with `apt-get download`. */
  debianPackage: string;
  /** The module's name in the package (`mods.d/<name>.conf`). */
  module: string;
  /** The text's language (BCP 47). */
  language: string;
  /** The line the data file states its license in. */
  license: string;
}

export const swordModules: Record<string, SwordModule> = {
  web: {
    debianPackage: 'sword-text-web',
    module: 'engWEB2015eb',
    language: 'en',
    license: 'The World English Bible is in the public domain (eBible.org).',
  },
  rv1909: {
    debianPackage: 'sword-text-sparv',
    module: 'spaRV1909eb',
    language: 'es',
    license: 'The Reina-Valera 1909 is in the public domain.',
  },
};
