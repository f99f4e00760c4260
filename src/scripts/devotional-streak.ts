import { loadSession } from '../stores/session.ts';

/**
 * Opening the day's devotional counts as a learning day for the streak: on a devotional's page, a
 * signed-in learner's visit is told to the server (which counts it only when the devotional's date
 * is today in the site's time zone). Visitors send nothing.
 */
export function initDevotionalStreak(): void {
  const date = document.querySelector<HTMLElement>('[data-devotional-date]')?.dataset.devotionalDate;
  if (!date) return;
  void loadSession().then(async (session) => {
    if (!session.user) return;
    try {
      const res = await fetch('/api/streak/devotional', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date }),
      });
      const answer = (await res.json()) as { counted?: boolean };
      if (answer.counted) window.dispatchEvent(new CustomEvent('bsb:reading-progress'));
    } catch {
      // Counting the day is a friendly extra; the devotional reads the same without it.
    }
  });
}
