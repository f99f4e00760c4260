/**
 * What the top bar and the home page show a signed-in user only, loaded for one by
 * src/scripts/user-area.ts (a visitor loads none of it).
 */

/**
 * The top bar's streak (GET /api/streak): the days, and a title with a kind word (naming a grace
 * day). `current` says whether it is still wanted when the answer comes (the user may have changed).
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

/**
 * The home greeting's "Verses to practise today" (GET /api/memory/today): with verses due, its line
 * under "Welcome back" (a link to Memory Master, in the page's HTML) names them. Nothing is shown
 * when no verse is due (no nagging).
 */
export function showVersesToday(line: HTMLElement): void {
  void fetch('/api/memory/today')
    .then((res) => (res.ok ? (res.json() as Promise<{ dueToday: number; references: string[] }>) : null))
    .then((today) => {
      if (!today || today.dueToday === 0) return;
      const more = today.dueToday - today.references.length;
      line.querySelector('a')!.textContent =
        `Verses to practise today: ${today.references.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
      line.hidden = false;
    })
    .catch(() => {});
}
