/**
 * The top bar's streak for a signed-in user (GET /api/streak), loaded by src/scripts/user-area.ts:
 * the days, and a title with a kind word (naming a grace day). `current` says whether it is still
 * wanted when the answer comes (the user may have changed).
 */
export async function fillStreak(el: HTMLElement, current: () => boolean): Promise<void> {
  const s = await fetch('/api/streak').then(
    (r) => (r.ok ? r.json() : null),
    () => null,
  );
  if (!s || !current()) return;
  el.hidden = false;
  el.title = s.message;
  el.querySelector('[data-streak-days]')!.textContent = s.current;
}
