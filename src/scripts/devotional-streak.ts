import { apiRequest } from '../client/request.ts';
import { readingProgressEvent } from '../lib/progress-answers.ts';
import { loadSession } from '../stores/session.ts';

/**
 * A devotional opened: on a devotional's page, a signed-in learner's visit is told to the server in
 * one request. It is kept for the parent's view of the week, and counts as a learning day for the
 * streak when the devotional's date is today in the site's time zone. Visitors send nothing.
 */
export function initDevotionalStreak(): void {
  const page = document.querySelector<HTMLElement>('[data-devotional-opened]')?.dataset;
  const date = page?.devotionalDate;
  const path = page?.devotionalOpened;
  if (!date || !path) return;
  void loadSession().then(async (session) => {
    if (!session.user) return;
    // Counting the day is a friendly extra; the devotional reads the same without it.
    const result = await apiRequest<{ counted?: boolean }>('POST', '/api/streak/devotional', { date, path });
    if (result.ok && result.data.counted) window.dispatchEvent(new CustomEvent(readingProgressEvent));
  });
}
