/**
 * The top bar's menus are <details> elements, so they work without JavaScript. This adds what a
 * person expects of a menu: one open at a time, closed by Escape or a click elsewhere.
 */
export function initNavMenus(): void {
  const menus = Array.from(
    document.querySelectorAll<HTMLDetailsElement>('[data-nav-menu], [data-mobile-menu]'),
  );
  for (const menu of menus) {
    menu.addEventListener('toggle', () => {
      if (!menu.open) return;
      for (const other of menus) if (other !== menu) other.open = false;
    });
  }
  document.addEventListener('click', (event) => {
    for (const menu of menus) {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus) {
      if (!menu.open) continue;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}
