/**
 * "Keep all stories for offline" on the path page, as "Keep this book" does for a book: shown only
 * where the browser has caches and service workers; the saving itself (keep-stories-save.ts) loads
 * on the click, so the path page's script stays small.
 */
export function initKeepStories(): void {
  const root = document.querySelector<HTMLElement>('[data-keep-stories]');
  if (!root || !('caches' in window) || !('serviceWorker' in navigator)) return;
  root.hidden = false;
  const button = root.querySelector<HTMLButtonElement>('[data-keep-stories-button]')!;
  button.addEventListener('click', () => {
    void import('./keep-stories-save.ts').then((k) => k.keepAllStories(root, button));
  });
}
