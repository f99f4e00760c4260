/**
 * The words the devotionals section's browser code shows, rendered into the page in its language
 * (src/components/devotionals/words.ts) so that the scripts carry no message catalogue. Templates
 * hold `{name}` placeholders that `fillWords` fills.
 */
export interface DevotionalWords {
  readMore: string;
  readLess: string;
  reflection: string;
  prayer: string;
  upgradeNow: string;
  audioLocked: string;
  videoLocked: string;
  shareThis: string;
  largeView: string;
  openItsPage: string;
  emptyTitle: string;
  emptyText: string;
  noPast: string;
  loading: string;
  /** "Page {page} of {pages}" */
  pageOf: string;
  newer: string;
  older: string;
  pastPages: string;
  /** "Devotional {index} of {count}" */
  counter: string;
  /** "Share “{title}” with your friends and family." */
  shareIntro: string;
  read: string;
  openPage: string;
  /** "for “{title}”" (read after Open page by screen readers) */
  forTitle: string;
  loadFailedTitle: string;
  /** "Failed to fetch devotionals: {message}" */
  loadFailed: string;
  email: string;
  copiedTitle: string;
  copiedText: string;
  copyFailedTitle: string;
  copyFailedText: string;
}

/** A template's `{name}` placeholders filled: `fillWords('Page {page}', { page: 2 })` is "Page 2". */
export function fillWords(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
