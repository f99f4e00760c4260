/**
 * On mobile (under 768 px) the home page shows one section at a time: a window event
 * `changeMobileSection` with `detail.section` (0 to 4, in the order of `homeSections`) switches it.
 * Without JavaScript every section stays visible.
 */
export const changeMobileSectionEvent = 'changeMobileSection';
const mobileQuery = '(max-width: 767.98px)';

export function initHomeSections(): void {
  const sections = Array.from(document.querySelectorAll<HTMLElement>('[data-home-section]'));
  const tabs = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-section-tab]'));
  if (sections.length === 0) return;

  const show = (index: number): void => {
    sections.forEach((section, i) => {
      section.toggleAttribute('data-mobile-hidden', i !== index);
    });
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-pressed', String(i === index));
    });
  };

  const request = (index: number): void => {
    window.dispatchEvent(new CustomEvent(changeMobileSectionEvent, { detail: { section: index } }));
  };

  window.addEventListener(changeMobileSectionEvent, (event) => {
    const index = Number((event as CustomEvent<{ section?: unknown }>).detail?.section);
    if (Number.isInteger(index) && index >= 0 && index < sections.length) show(index);
  });

  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => request(i));
  });

  // Links to a section (the Bible Games tile) switch the section on mobile and scroll on desktop.
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-section-link]')) {
    link.addEventListener('click', (event) => {
      if (!window.matchMedia(mobileQuery).matches) return;
      event.preventDefault();
      request(Number(link.dataset.sectionLink));
    });
  }

  const fromHash = sections.findIndex((s) => `#${s.id}` === window.location.hash);
  show(fromHash >= 0 ? fromHash : 0);
  document.documentElement.classList.add('home-sections-ready');
}
