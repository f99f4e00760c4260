import { getLocale } from '../i18n/page-locale.ts';
import { artHeight, artWidth, emptyArt } from '../lib/art.ts';
import type { PublishedDevotional } from '../lib/devotionals/devotional.ts';
import {
  pageCount,
  pageItems,
  pastDevotionals,
  publishedDevotionals,
  todaysDevotional,
} from '../lib/devotionals/select.ts';
import { shareLinks, shareText } from '../lib/devotionals/share.ts';
import { type DevotionalWords, fillWords } from '../lib/devotionals/words.ts';
import { type Day, formatDayShort } from '../lib/site-day.ts';
import { toast } from '../stores/toasts.ts';
import { devotionalBody } from './devotional-body.ts';
import { h, wireDialog } from './dom.ts';
import { updateMediaGates, watchMediaGates } from './media-gate-apply.ts';

type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

const pastPreviewCount = 3;
const icons: Record<string, string> = { facebook: '📘', twitter: '🐦', whatsapp: '💬', email: '✉️' };

async function fetchList(url: string): Promise<PublishedDevotional[]> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`the server answered ${res.status}`);
  const body = (await res.json()) as { devotionals?: PublishedDevotional[] };
  if (!Array.isArray(body.devotionals)) throw new Error('the answer has no devotionals');
  return body.devotionals;
}

/** What DevotionalsFeed.astro puts in the page for its script. */
export interface SectionData {
  buildDay: Day;
  timeZone: string;
  recentUrl: string;
  headingLevel: 2 | 3;
  /** The devotionals the page carries: scheduled ones of the coming week and the newest few before. */
  devotionals: PublishedDevotional[];
  /** The section's words in the page's language. */
  words: DevotionalWords;
}

/** What the section's page script asks of this part, loaded on the first click or a new day. */
export interface SectionController {
  open: (target: Element) => void;
  setToday: (day: Day) => void;
}

/** The dialogs of a devotionals section (past devotions, large view, share) and a new day's cards. */
export function sectionController(root: HTMLElement, data: SectionData): SectionController {
  watchMediaGates();
  const words = data.words;
  const q = <T extends Element>(selector: string): T => root.querySelector<T>(selector)!;
  const pastDialog = q<HTMLDialogElement>('dialog[data-dialog="past"]');
  const largeDialog = q<HTMLDialogElement>('dialog[data-dialog="devotional"]');
  const shareDialog = q<HTMLDialogElement>('dialog[data-dialog="share"]');
  for (const dialog of [pastDialog, largeDialog, shareDialog]) wireDialog(dialog);

  let today = data.buildDay;
  let fetched: PublishedDevotional[] = [];
  let state: LoadState = 'idle';
  let pastPage = 1;
  let largeId: number | null = null;
  let sharing: PublishedDevotional | null = null;

  /** What the section knows: the shipped devotionals and, once loaded, the recent list. */
  const known = (): PublishedDevotional[] => {
    const byId = new Map<number, PublishedDevotional>();
    for (const d of [...fetched, ...data.devotionals]) byId.set(d.id, d);
    return [...byId.values()];
  };
  const byId = (id: number): PublishedDevotional | undefined => known().find((d) => d.id === id);

  function load(): void {
    if (state === 'loading' || state === 'loaded') return;
    state = 'loading';
    fetchList(data.recentUrl)
      .catch(() => fetchList(data.recentUrl))
      .then(
        (list) => {
          fetched = list;
          state = 'loaded';
        },
        (error: unknown) => {
          state = 'failed';
          const message = error instanceof Error ? error.message : String(error);
          toast({
            title: words.loadFailedTitle,
            description: fillWords(words.loadFailed, { message }),
            variant: 'error',
          });
        },
      )
      .finally(() => {
        renderPast();
        renderLarge();
      });
  }

  // Nugget for Today and the first past devotions, again when the day is not the build's.
  function renderDay(): void {
    const nugget = todaysDevotional(known(), today);
    const body = q<HTMLElement>('[data-nugget-body]');
    if (body.dataset.shown !== String(nugget?.id ?? '')) {
      body.dataset.shown = String(nugget?.id ?? '');
      body.replaceChildren(nugget ? nuggetView(nugget, data.headingLevel, words) : emptyNugget(words));
      updateMediaGates(body);
    }
    const past = pastDevotionals(known(), today).slice(0, pastPreviewCount);
    q<HTMLElement>('[data-past-preview]').replaceChildren(
      past.length === 0
        ? h('p', { class: 'mt-2 text-slate-700' }, words.noPast)
        : h('ul', { class: 'mt-3 grid gap-2' }, ...past.map(pastPreviewItem)),
    );
  }

  function renderPast(): void {
    const past = pastDevotionals(known(), today);
    const pages = pageCount(past.length);
    pastPage = Math.min(pastPage, pages);
    const loading = h('p', { role: 'status', class: 'text-slate-700' }, words.loading);
    const body = q<HTMLElement>('[data-past-body]');
    if (state === 'loading' && past.length === 0) {
      body.replaceChildren(loading);
      return;
    }
    if (past.length === 0) {
      body.replaceChildren(
        h(
          'div',
          { class: 'text-center' },
          h('img', {
            src: emptyArt.devotionals,
            alt: '',
            width: artWidth,
            height: artHeight,
            decoding: 'async',
            class: 'mx-auto mb-3 h-auto w-48 max-w-full rounded-2xl',
          }),
          h('p', { class: 'font-bold text-slate-900' }, words.emptyTitle),
          h('p', { class: 'mt-1 text-slate-700' }, words.emptyText),
        ),
      );
      return;
    }
    const step = (delta: number, disabled: boolean, ...label: (string | Node)[]): HTMLButtonElement => {
      const button = h(
        'button',
        { type: 'button', class: 'btn-ghost disabled:opacity-50', disabled },
        ...label,
      );
      button.addEventListener('click', () => {
        pastPage += delta;
        renderPast();
      });
      return button;
    };
    body.replaceChildren(
      h(
        'ul',
        { class: 'grid gap-3', 'data-past-list': true },
        ...pageItems(past, pastPage).map((d) => pastListItem(d, words)),
      ),
      h(
        'nav',
        { 'aria-label': words.pastPages, class: 'mt-4 flex items-center justify-between gap-3' },
        step(-1, pastPage <= 1, h('span', { 'aria-hidden': 'true' }, '←'), ` ${words.newer}`),
        h(
          'p',
          { class: 'font-bold text-slate-800', 'aria-live': 'polite' },
          fillWords(words.pageOf, { page: pastPage, pages }),
        ),
        step(1, pastPage >= pages, `${words.older} `, h('span', { 'aria-hidden': 'true' }, '→')),
      ),
    );
    if (state === 'loading') {
      body.append(h('p', { role: 'status', class: 'mt-2 text-sm text-slate-700' }, words.loading));
    }
  }

  // The large view: one published devotional in full, with Previous / Next and "Devotional N of M".
  function renderLarge(): void {
    if (largeId === null) return;
    const list = publishedDevotionals(known(), today);
    const index = Math.max(
      0,
      list.findIndex((d) => d.id === largeId),
    );
    const current = list[index];
    if (!current) return;
    largeId = current.id;
    const body = q<HTMLElement>('[data-large-body]');
    if (body.dataset.shown !== String(current.id)) {
      body.dataset.shown = String(current.id);
      body.replaceChildren(devotionalBody(current, 3, words, false));
      updateMediaGates(body);
    }
    q<HTMLElement>('[data-large-counter]').textContent = fillWords(words.counter, {
      index: index + 1,
      count: list.length,
    });
    q<HTMLButtonElement>('[data-large-step="-1"]').disabled = index <= 0;
    q<HTMLButtonElement>('[data-large-step="1"]').disabled = index >= list.length - 1;
    q<HTMLAnchorElement>('[data-large-page]').href = current.path;
  }

  function stepLarge(delta: number): void {
    const list = publishedDevotionals(known(), today);
    const at = list.findIndex((d) => d.id === largeId);
    const next = list[at + delta];
    if (!next) return;
    largeId = next.id;
    renderLarge();
  }

  function openLarge(id: number): void {
    load();
    pastDialog.close();
    largeId = id;
    renderLarge();
    if (!largeDialog.open) largeDialog.showModal();
  }

  function openShare(item: PublishedDevotional): void {
    sharing = item;
    q<HTMLElement>('[data-share-intro]').textContent = fillWords(words.shareIntro, { title: item.title });
    q<HTMLElement>('[data-share-links]').replaceChildren(
      ...shareLinks(item, words.email).map((link) =>
        h(
          'li',
          null,
          h(
            'a',
            {
              href: link.href,
              target: link.id === 'email' ? undefined : '_blank',
              rel: 'noopener noreferrer',
              class: 'btn-ghost w-full',
            },
            h('span', { 'aria-hidden': 'true' }, icons[link.id]),
            ` ${link.label}`,
          ),
        ),
      ),
    );
    shareDialog.showModal();
  }

  for (const button of root.querySelectorAll<HTMLElement>('[data-large-step]')) {
    button.addEventListener('click', () => stepLarge(Number(button.dataset.largeStep)));
  }
  document.addEventListener('keydown', (event) => {
    if (!largeDialog.open) return;
    if (event.key === 'ArrowLeft') stepLarge(-1);
    if (event.key === 'ArrowRight') stepLarge(1);
  });
  largeDialog.addEventListener('close', () => {
    largeId = null;
  });
  q('[data-large-share]').addEventListener('click', () => {
    const current = largeId === null ? undefined : byId(largeId);
    largeDialog.close();
    if (current) openShare(current);
  });
  q('[data-share-copy]').addEventListener('click', async () => {
    if (!sharing) return;
    try {
      await navigator.clipboard.writeText(shareText(sharing));
      toast({ title: words.copiedTitle, description: words.copiedText, variant: 'success' });
    } catch {
      toast({ title: words.copyFailedTitle, description: words.copyFailedText, variant: 'error' });
    }
  });

  function open(target: Element): void {
    const large = target.closest<HTMLElement>('[data-open-large]');
    const share = target.closest<HTMLElement>('[data-open-share]');
    const item = share && byId(Number(share.dataset.openShare));
    if (large) openLarge(Number(large.dataset.openLarge));
    else if (item) openShare(item);
    else if (target.closest('[data-open-past]')) {
      load();
      pastPage = 1;
      renderPast();
      pastDialog.showModal();
    }
  }

  function setToday(day: Day): void {
    if (day === today) return;
    today = day;
    renderDay();
    if (pastDialog.open) renderPast();
    if (largeDialog.open) renderLarge();
  }

  return { open, setToday };
}

function nuggetView(d: PublishedDevotional, headingLevel: number, words: DevotionalWords): HTMLElement {
  return h(
    'div',
    { class: 'mt-3' },
    devotionalBody(d, headingLevel + 1, words),
    h(
      'div',
      { class: 'mt-5 flex flex-wrap gap-3' },
      h(
        'button',
        { type: 'button', class: 'btn-sun', 'data-open-share': d.id },
        h('span', { 'aria-hidden': 'true' }, '📤'),
        ` ${words.shareThis}`,
      ),
      h(
        'button',
        { type: 'button', class: 'btn-ghost', 'data-open-large': d.id },
        h('span', { 'aria-hidden': 'true' }, '🔍'),
        ` ${words.largeView}`,
      ),
      h('a', { href: d.path, class: 'btn-ghost' }, words.openItsPage),
    ),
  );
}

function emptyNugget(words: DevotionalWords): HTMLElement {
  return h(
    'div',
    { class: 'mt-4 rounded-2xl bg-brand-50 p-6 text-center' },
    h('img', {
      src: emptyArt.devotionals,
      alt: '',
      width: artWidth,
      height: artHeight,
      loading: 'lazy',
      decoding: 'async',
      class: 'mx-auto mb-4 h-auto w-60 max-w-full rounded-2xl',
    }),
    h('p', { class: 'text-lg font-bold text-slate-900' }, words.emptyTitle),
    h('p', { class: 'mt-1 text-slate-700' }, words.emptyText),
  );
}

function pastPreviewItem(d: PublishedDevotional): HTMLElement {
  return h(
    'li',
    null,
    h(
      'button',
      {
        type: 'button',
        'data-open-large': d.id,
        class: 'w-full rounded-2xl bg-brand-50 px-4 py-3 text-left hover:bg-brand-100',
      },
      h('span', { class: 'block text-sm font-semibold text-slate-600' }, formatDayShort(d.date, getLocale())),
      h('span', { class: 'block font-bold text-brand-900' }, d.title),
    ),
  );
}

function pastListItem(d: PublishedDevotional, words: DevotionalWords): HTMLElement {
  return h(
    'li',
    { class: 'rounded-2xl bg-brand-50 p-4' },
    h(
      'p',
      { class: 'text-sm font-semibold text-slate-600' },
      h('time', { datetime: d.date }, formatDayShort(d.date, getLocale())),
    ),
    h('h3', { class: 'font-extrabold text-brand-900' }, d.title),
    h('p', { class: 'mt-1 line-clamp-2 text-slate-700' }, d.keyVerse),
    h(
      'div',
      { class: 'mt-2 flex flex-wrap gap-2' },
      h(
        'button',
        { type: 'button', class: 'btn-primary', 'data-open-large': d.id },
        words.read,
        h('span', { class: 'sr-only' }, ` “${d.title}”`),
      ),
      h(
        'a',
        { href: d.path, class: 'btn-ghost' },
        words.openPage,
        h('span', { class: 'sr-only' }, ` ${fillWords(words.forTitle, { title: d.title })}`),
      ),
    ),
  );
}
