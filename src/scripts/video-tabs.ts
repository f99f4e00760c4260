/** The home video library's tabs: one video shown at a time, the others paused; arrow keys move. */
export function initVideoTabs(): void {
  const root = document.querySelector<HTMLElement>('[data-video-library]');
  if (!root) return;
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-video-tab]'));
  const panels = Array.from(root.querySelectorAll<HTMLElement>('[data-video-panel]'));
  const select = (index: number): void => {
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
    });
    panels.forEach((panel, i) => {
      panel.hidden = i !== index;
      if (i !== index) panel.querySelector('video')?.pause();
    });
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(i));
    tab.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      const next = (i + (e.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
      select(next);
      tabs[next]!.focus();
    });
  });
}
