/** Bible versions the reader offers: KJV and ASV. NIV is listed but disabled ("Coming Soon"). */
export type BibleVersionCode = 'kjv' | 'asv';

export interface BibleVersion {
  code: BibleVersionCode;
  /** The public Bible service's version id. */
  serviceId: `en-${BibleVersionCode}`;
  abbreviation: string;
  name: string;
}

export const bibleVersions: readonly BibleVersion[] = [
  { code: 'kjv', serviceId: 'en-kjv', abbreviation: 'KJV', name: 'King James Version' },
  { code: 'asv', serviceId: 'en-asv', abbreviation: 'ASV', name: 'American Standard Version' },
];

export const defaultBibleVersion: BibleVersionCode = 'kjv';

/** The version whose code or service id matches (case-insensitive), or null. */
export function findVersion(key: string): BibleVersion | null {
  const lower = key.trim().toLowerCase();
  return bibleVersions.find((v) => v.code === lower || v.serviceId === lower) ?? null;
}
