import { chapterPagePath } from '../lib/bible/page-paths.ts';
import type { BibleVersionCode } from '../lib/bible/versions.ts';

/**
 * The chapter picker (src/components/bible/ChapterPicker.astro) with JavaScript, loaded when it is
 * first opened (chapter-reader.ts): a book shows its chapters in the panel (without it, the book's
 * link opens its book page), Back returns to the books, Escape or a tap outside closes it, and
 * closing starts again at the books.
 */
export function enhanceChapterPicker(picker: HTMLDetailsElement): void {
  const books = picker.querySelector<HTMLElement>('[data-picker-books]');
  const chapters = picker.querySelector<HTMLElement>('[data-picker-chapters]');
  const list = picker.querySelector<HTMLElement>('[data-picker-chapter-list]');
  const title = picker.querySelector<HTMLElement>('[data-picker-title]');
  const bookName = picker.querySelector<HTMLElement>('[data-picker-book-name]');
  const summary = picker.querySelector('summary');
  if (!books || !chapters || !list || !title || !bookName || !summary) return;
  const { version, book: currentBook, chapter: currentChapter } = picker.dataset;
  let chosen: HTMLAnchorElement | null = null;

  const showBooks = (): void => {
    chapters.hidden = true;
    books.hidden = false;
  };

  const showChapters = (link: HTMLAnchorElement): void => {
    chosen = link;
    const slug = link.dataset.pickerBook ?? '';
    const count = Number(link.dataset.chapters);
    const name = link.textContent ?? '';
    bookName.textContent = name;
    list.replaceChildren(
      ...Array.from({ length: count }, (_, i) => {
        const item = document.createElement('li');
        const a = document.createElement('a');
        a.href = chapterPagePath(version as BibleVersionCode, slug, i + 1);
        a.textContent = String(i + 1);
        a.className =
          'flex min-h-11 items-center justify-center rounded-xl font-bold text-brand-800 ring-1 ring-brand-200 ' +
          'hover:bg-brand-100 aria-[current]:bg-brand-100';
        if (slug === currentBook && String(i + 1) === currentChapter) a.setAttribute('aria-current', 'page');
        item.append(a);
        return item;
      }),
    );
    books.hidden = true;
    chapters.hidden = false;
    title.focus();
  };

  books.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-picker-book]');
    if (!link) return;
    event.preventDefault();
    showChapters(link);
  });
  picker.querySelector('[data-picker-back]')?.addEventListener('click', () => {
    showBooks();
    chosen?.focus();
  });
  picker.addEventListener('toggle', () => {
    if (!picker.open) showBooks();
  });
  picker.dataset.pickerReady = '';
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !picker.open) return;
    picker.open = false;
    summary.focus();
  });
  document.addEventListener('click', (event) => {
    if (picker.open && !picker.contains(event.target as Node)) picker.open = false;
  });
}
