import { m } from '#messages';
import { apiRequest } from '../client/request.ts';
import { $session } from '../stores/session.ts';

export { renderClassAssignments } from './from-your-class.ts';

/**
 * What the top bar and the home page show a signed-in user only, loaded for one by
 * src/scripts/user-area.ts (a visitor loads none of it).
 */

/**
 * The top bar's streak (GET /api/streak): the days, and a title with a kind word (naming a grace
 * day). `current` says whether it is still wanted when the answer comes (the user may have changed).
 */
export async function fillStreak(el: HTMLElement, current: () => boolean): Promise<void> {
  const result = await apiRequest<{ current: number; message: string }>('GET', '/api/streak');
  if (!result.ok || !current()) return;
  el.hidden = false;
  el.title = result.data.message;
  el.querySelector('[data-streak-days]')!.textContent = String(result.data.current);
}

/**
 * The home greeting's "Verses to practise today" (GET /api/memory/today): with verses due, its line
 * under "Welcome back" (a link to Memory Master, in the page's HTML) names them. Nothing is shown
 * when no verse is due (no nagging).
 */
export function showVersesToday(line: HTMLElement): void {
  void apiRequest<{ dueToday: number; references: string[] }>('GET', '/api/memory/today').then((result) => {
    if (!result.ok || result.data.dueToday === 0) return;
    const today = result.data;
    const more = today.dueToday - today.references.length;
    line.querySelector('a')!.textContent =
      `Verses to practise today: ${today.references.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    line.hidden = false;
  });
}

/**
 * The parent's Family links get a badge with how many of the children's posts wait for approval
 * (GET /api/family/waiting); none when nothing waits, and none for a child or a parent without children.
 */
export async function fillFamilyBadge(current: () => boolean): Promise<void> {
  for (const old of document.querySelectorAll('[data-family-badge]')) old.remove();
  const { profile, hasChildren } = $session.get();
  if (profile?.kind !== 'self' || !hasChildren) return;
  const result = await apiRequest<{ count: number }>('GET', '/api/family/waiting');
  if (!result.ok || !current() || result.data.count === 0) return;
  const { count } = result.data;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('header a[href="/family/"]')) {
    const badge = document.createElement('span');
    badge.dataset.familyBadge = '';
    badge.className = 'ml-1 rounded-full bg-coral-700 px-2 text-sm font-extrabold text-white';
    badge.textContent = String(count);
    const words = document.createElement('span');
    words.className = 'sr-only';
    words.textContent = ` ${m.family_waiting_badge({ count })}`;
    badge.append(words);
    link.append(badge);
  }
}
