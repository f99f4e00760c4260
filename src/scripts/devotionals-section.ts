import { siteDay } from '../lib/site-today.ts';
import { $session, loadSession } from '../stores/session.ts';
import type { SectionController, SectionData } from './devotionals-dialogs.ts';
import { readData } from './page-data.ts';

const recheckMs = 60_000;

/**
 * Every devotionals section of the page. The HTML is right for the build day; this settles the
 * browser's day, adds Bulk Import for admins, flips Read More / Read Less (the page carries both
 * texts and CSS shows one: ReadMoreText.astro), and loads the dialogs' code on the first click (and
 * the cards' code only when the day is not the build's).
 */
export function initDevotionalsSections(): void {
  const roots = document.querySelectorAll<HTMLElement>('[data-devotionals-section]');
  for (const root of roots) initSection(root);
  // A devotional's audio or video (DevotionalMedia.astro): the plan check loads only for one. As
  // src/scripts/media-gate.ts does on a devotional's page, here without a file of its own.
  if (Array.from(roots).some((root) => root.querySelector('[data-media-gate]')))
    void import('./media-gate-apply.ts').then((m) => m.watchMediaGates());
}

function initSection(root: HTMLElement): void {
  const data = readData<SectionData>(root, '[data-devotionals-data]');
  if (!data) return;
  let controller: Promise<SectionController> | null = null;
  const control = (): Promise<SectionController> =>
    (controller ??= import('./devotionals-dialogs.ts').then((m) => m.sectionController(root, data)));

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const readMore = target.closest('[data-read-more-toggle]');
    if (readMore) {
      const expand = readMore.getAttribute('aria-expanded') !== 'true';
      readMore.setAttribute('aria-expanded', String(expand));
      readMore.textContent = expand ? data.words.readLess : data.words.readMore;
      return;
    }
    if (!target.closest('[data-open-large], [data-open-share], [data-open-past]')) return;
    void control().then((c) => c.open(target));
  });

  // Bulk Import is for admins: added once the session says so.
  $session.subscribe((session) => {
    const template = root.querySelector<HTMLTemplateElement>('template[data-bulk-import]');
    if (session.loading || !session.isAdmin || !template) return;
    template.replaceWith(template.content.cloneNode(true));
  });
  void loadSession();

  let today = data.buildDay;
  const settleDay = (): void => {
    const now = siteDay(new Date(), data.timeZone);
    if (now === today) return;
    today = now;
    void control().then((c) => c.setToday(now));
  };
  settleDay();
  window.setInterval(settleDay, recheckMs);
}
