import { apiRequest } from '../client/request.ts';
import { m } from '../paraglide/messages.js';
import { activeLearnerId, loadActiveStars, starsPath } from './story-stars.ts';

/**
 * A story page's script: "I heard this story" for the active learner (a visitor is asked to sign
 * in: stars are kept for a learner on the server, where the family view and the badges see them),
 * and the three questions, whose quiz (React) loads only when the child asks for them.
 */
export function initStoryPage(): void {
  initHeard();
  initQuestions();
}

function initHeard(): void {
  const box = document.querySelector<HTMLElement>('[data-story-heard]');
  if (!box) return;
  const slug = box.dataset.storyHeard!;
  const button = box.querySelector<HTMLButtonElement>('[data-heard-button]')!;
  const status = box.querySelector<HTMLElement>('[data-heard-status]')!;
  const visitor = box.querySelector<HTMLElement>('[data-heard-visitor]')!;

  // The learner the page was opened for: a star is asked for them, never for whoever comes later.
  const learner = activeLearnerId();
  void loadActiveStars().then((stars) => {
    if (stars?.stars.some((s) => s.slug === slug)) status.textContent = m.stories_heard_already();
  });

  button.addEventListener('click', async () => {
    const learnerId = await learner;
    if (!learnerId) {
      visitor.hidden = false;
      return;
    }
    button.disabled = true;
    status.textContent = m.stories_heard_saving();
    const result = await apiRequest<{ created: boolean; badges: []; achievements: [] }>(
      'PUT',
      `${starsPath(learnerId)}/${slug}`,
    );
    button.disabled = false;
    if (result.ok) {
      status.textContent = result.data.created ? m.stories_heard_star() : m.stories_heard_already();
      if (result.data.created) void import('../stores/awards.ts').then((a) => a.announceAwards(result.data));
    } else if (result.status === 401) {
      status.textContent = '';
      visitor.hidden = false;
    } else {
      status.textContent =
        result.code === 'network'
          ? m.stories_heard_offline()
          : result.status === 404
            ? m.stories_heard_switched()
            : m.stories_heard_failed();
    }
  });
}

function initQuestions(): void {
  const box = document.querySelector<HTMLElement>('[data-story-questions]');
  const start = box?.querySelector<HTMLButtonElement>('[data-questions-start]');
  if (!box || !start) return;
  start.addEventListener('click', () => {
    start.disabled = true;
    start.textContent = m.stories_questions_loading();
    void import('../islands/bible-stories/mount-questions.tsx').then((q) => q.mountQuestions(box));
  });
}
