import { m } from '#messages';
import { offlineCaches } from '../lib/offline-cache.ts';

/** How many stories are fetched at once while keeping them. */
const parallel = 4;

/**
 * Puts every story page (and the path, first in `data-pages`) into the caches the service worker
 * reads without a connection, with every picture (`data-pictures`), saying how far it got.
 */
export async function keepAllStories(root: HTMLElement, button: HTMLButtonElement): Promise<void> {
  const status = root.querySelector<HTMLElement>('[data-keep-stories-status]')!;
  const pages = JSON.parse(root.dataset.pages ?? '[]') as string[];
  const pictures = JSON.parse(root.dataset.pictures ?? '[]') as string[];
  const stories = pages.length - 1;
  button.disabled = true;
  let done = 0;
  status.textContent = m.stories_keep_saving({ done, total: stories });
  try {
    const [pageCache, pictureCache] = await Promise.all([
      caches.open(offlineCaches.stories),
      caches.open(offlineCaches.storyPictures),
    ]);
    await pictureCache.addAll(pictures);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < pages.length) {
        const page = pages[next]!;
        next += 1;
        await pageCache.add(page);
        if (page !== pages[0]) done += 1;
        status.textContent = m.stories_keep_saving({ done, total: stories });
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    status.textContent = m.stories_keep_done({ count: stories });
  } catch {
    status.textContent = m.stories_keep_failed();
  } finally {
    button.disabled = false;
  }
}
