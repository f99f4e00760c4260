/**
 * The home greeting's "Verses to practise today" for a signed-in learner (loaded only for one, by
 * src/scripts/verses-today.ts): with verses due, one line under "Welcome back" that leads to Memory
 * Master (GET /api/memory/today). Nothing is shown when no verse is due (no nagging).
 */
export function showVersesToday(line: HTMLElement): void {
  void fetch('/api/memory/today', { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<{ dueToday: number; references: string[] }>) : null))
    .then((today) => {
      if (!today || today.dueToday === 0) return;
      const link = document.createElement('a');
      link.href = '/challenges/memory-master/';
      link.className = 'font-semibold text-brand-700 underline';
      link.textContent = `Verses to practise today: ${today.references.join(', ')}${
        today.dueToday > today.references.length
          ? ` and ${today.dueToday - today.references.length} more`
          : ''
      }`;
      line.replaceChildren('📖 ', link);
      line.hidden = false;
    })
    .catch(() => {});
}
