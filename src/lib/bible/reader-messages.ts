/** The reader's prompts, toasts and error texts, word for word, shared by the islands and the API. */
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

/** The toast after marking a chapter read: "✅ Marked John 3 as read! 📖". */
export function markedReadMessage(bookName: string, chapter: number): string {
  return `✅ Marked ${bookName} ${chapter} as read! 📖`;
}
