/**
 * The API's answer when reading progress is asked for signed out (the Bible Explorer's own words are
 * in the `reader` catalogue).
 */
export const readerMessages = {
  signInToTrack: 'Please sign in to track your reading progress',
} as const;
