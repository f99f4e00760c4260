import type { ServiceVerse } from './service.ts';

/** Search engines show about this many characters of a description. */
export const maxDescriptionLength = 155;

/** Shortens text at a word boundary, ending with "…" when anything was cut. */
export function truncateAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** A chapter page's meta description: its heading and the first verses ("John 3 (KJV): There was a man…"). */
export function chapterDescription(
  heading: string,
  verses: readonly ServiceVerse[],
  maxLength = maxDescriptionLength,
): string {
  const text = verses.map((v) => v.text).join(' ');
  return truncateAtWord(`${heading}: ${text}`, maxLength);
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** schema.org BreadcrumbList for a page's breadcrumbs. */
export function breadcrumbList(items: readonly BreadcrumbItem[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The body of a `<script type="application/ld+json">`: JSON with "<" escaped, so no text in it can
 * close the script element.
 */
export function jsonLdText(graph: readonly Record<string, unknown>[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
}
