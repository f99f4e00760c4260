import {
  bookOfflineUrls,
  type KeepBookWords,
  keepBookMessages,
  offlineCaches,
} from '../lib/offline-cache.ts';

/** How many chapters are fetched at once while keeping a book. */
const parallel = 4;

/**
 * "Keep this book for offline" on a book page: puts every chapter page and its JSON, in the
 * versions chosen, into the caches the service worker reads when there is no connection. Shown
 * only where the browser has caches and service workers.
 */
export function initKeepBook(): void {
  const root = document.querySelector<HTMLElement>('[data-keep-book]');
  if (!root || !('caches' in window) || !('serviceWorker' in navigator)) return;
  const button = root.querySelector<HTMLButtonElement>('[data-keep-book-button]');
  const status = root.querySelector<HTMLElement>('[data-keep-book-status]');
  const book = root.dataset.book;
  const chapters = Number(root.dataset.chapters);
  if (!button || !status || !book || !chapters) return;
  // The words come with the page, in its language (src/pages/bible/[version]/[book]/index.astro).
  const messages = keepBookMessages(JSON.parse(root.dataset.keepWords ?? '{}') as KeepBookWords);
  root.hidden = false;

  button.addEventListener('click', async () => {
    const versions = [...root.querySelectorAll<HTMLInputElement>('input[name="keep-version"]:checked')].map(
      (input) => input.value,
    );
    if (!versions.length) {
      status.textContent = messages.chooseVersion;
      return;
    }
    const { pages, data } = bookOfflineUrls(versions, book, chapters);
    button.disabled = true;
    let done = 0;
    status.textContent = messages.saving(0, pages.length);
    try {
      const [pageCache, dataCache] = await Promise.all([
        caches.open(offlineCaches.chapters),
        caches.open(offlineCaches.bibleData),
      ]);
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < pages.length) {
          const i = next;
          next += 1;
          await Promise.all([pageCache.add(pages[i]!), dataCache.add(data[i]!)]);
          done += 1;
          status.textContent = messages.saving(done, pages.length);
        }
      };
      await Promise.all(Array.from({ length: Math.min(parallel, pages.length) }, worker));
      status.textContent = messages.kept(pages.length);
    } catch {
      status.textContent = messages.failed;
    } finally {
      button.disabled = false;
    }
  });
}
