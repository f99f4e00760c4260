/** Card background replacement by admins: drop an image, PENDING, then Save or Discard; and the toasts. */
export type CardTarget = 'truth-challenge' | 'game' | 'ask-and-pray';

interface ToastText {
  title: string;
  description?: string;
}

export interface CardBackgroundMessages {
  invalidFile: ToastText;
  ready: ToastText;
  cancelled: ToastText;
  /** The image could not be stored. */
  uploadFailed: ToastText;
  /** The image was stored but the card could not be changed. */
  updateFailed: ToastText;
  /** Shown in order after a successful save. */
  saved: ToastText[];
}

const invalidFile = { title: 'Invalid File', description: 'Please drop an image file (PNG, JPG, etc.)' };
const ready = {
  title: 'Image Ready to Save',
  description: 'Click Save to use it, or Discard to keep the old background.',
};
const cancelled = { title: 'Changes Cancelled', description: 'The card keeps its old background.' };
const live = 'The public page shows it after the next rebuild (about a minute).';
const shared = { invalidFile, ready, cancelled };

/** The spec's messages differ a little by kind of card; each kind keeps its own. */
export const cardBackgroundMessages: Record<CardTarget, CardBackgroundMessages> = {
  'truth-challenge': {
    ...shared,
    uploadFailed: { title: 'Save Failed', description: 'Could not save the image. Please try again.' },
    updateFailed: { title: 'Update Failed', description: 'Could not change the card. Please try again.' },
    saved: [{ title: 'Image Saved!' }, { title: 'Background Updated!', description: live }],
  },
  game: {
    ...shared,
    uploadFailed: {
      title: 'Failed to Save',
      description: 'Could not save the background image. Please try again.',
    },
    updateFailed: { title: 'Update Failed', description: 'Could not change the card. Please try again.' },
    saved: [{ title: 'Background Updated!', description: live }],
  },
  'ask-and-pray': {
    ...shared,
    uploadFailed: { title: 'Upload Failed', description: 'Could not save the background image.' },
    updateFailed: { title: 'Save Failed', description: 'Could not save the background image.' },
    saved: [{ title: 'Background Updated!', description: live }],
  },
};

/** Only images can become backgrounds. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.toLowerCase().startsWith('image/');
}
