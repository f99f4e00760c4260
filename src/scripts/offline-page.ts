import { getLocale } from '../i18n/page-locale.ts';
import { keptPageLabel, offlineCaches } from '../lib/offline-cache.ts';

/** The offline page's list of chapters and pages this device has kept (read from the caches). */
export async function listKeptPages(): Promise<void> {
  const box = document.querySelector<HTMLElement>('[data-offline-kept]');
  const list = box?.querySelector<HTMLElement>('[data-offline-kept-list]');
  if (!box || !list || !('caches' in window)) return;
  const paths = new Set<string>();
  for (const name of [offlineCaches.chapters, offlineCaches.stories, offlineCaches.pages]) {
    try {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.add(new URL(request.url).pathname);
    } catch {
      // caches unavailable (private window): nothing to list
    }
  }
  const items = [...paths]
    .map((path) => ({ path, label: keptPageLabel(path) }))
    .filter((item): item is { path: string; label: string } => item.label !== null)
    .sort((a, b) => a.label.localeCompare(b.label, getLocale(), { numeric: true }))
    .slice(0, 200);
  for (const item of items) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = item.path;
    a.textContent = item.label;
    a.className = 'font-semibold text-brand-700 underline';
    li.append(a);
    list.append(li);
  }
  box.hidden = items.length === 0;
}
