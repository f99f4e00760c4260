/** /media: All / Videos / Audio filter buttons over the pre-rendered cards. */
export function initMediaFilters(): void {
  const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-media-filter]'));
  const items = Array.from(document.querySelectorAll<HTMLElement>('[data-media-item]'));
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const filter = button.dataset.mediaFilter;
      for (const b of buttons) b.setAttribute('aria-pressed', String(b === button));
      for (const item of items) item.hidden = filter !== 'all' && item.dataset.mediaItem !== filter;
    });
  }
}
