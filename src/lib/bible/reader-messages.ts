/**
 * The Bible Explorer's prompts and error texts, word for word, shared by its islands and the API (the
 * chapter pages take theirs from the `reader` catalogue).
 */
export const readerMessages = {
  signInPrompt: 'Sign in to track your reading progress and complete Bible challenges!',
  signInToTrack: 'Please sign in to track your reading progress',
  saveFailed: 'Failed to save reading progress',
  loadError: 'Error loading Bible content',
  contentPreparing: 'Content is being prepared for this chapter',
  contentPreparingDetail: 'Our comprehensive Bible system is loading content. Please try again in a moment.',
  markAsRead: 'Mark as Read',
  markedAsRead: 'Marked as Read',
  readBadge: '✅ Read',
  niv: 'NIV (Coming Soon)',
} as const;
