import { apiRequest } from '../client/request.ts';
import { activeLearnerId, loadActiveStars, starsPath } from './story-stars.ts';

/**
 * A story page's script: "I heard this story" for the active learner (a visitor is asked to sign
 * in: stars are kept for a learner on the server, where the family view and the badges see them),
 * and the three questions, whose quiz (React) loads only when the child asks for them. Its words come
 * with the page (data attributes written from the catalogues), so the script carries none.
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
  const words = status.dataset;

  // The learner the page was opened for: a star is asked for them, never for whoever comes later.
  const learner = activeLearnerId();
  void loadActiveStars().then((stars) => {
    if (stars?.stars.some((s) => s.slug === slug)) status.textContent = words.already!;
  });

  button.addEventListener('click', async () => {
    const learnerId = await learner;
    if (!learnerId) {
      visitor.hidden = false;
      return;
    }
    button.disabled = true;
    status.textContent = words.saving!;
    const result = await apiRequest<{ created: boolean; badges: []; achievements: [] }>(
      'PUT',
      `${starsPath(learnerId)}/${slug}`,
    );
    button.disabled = false;
    if (result.ok) {
      status.textContent = result.data.created ? words.star! : words.already!;
      // One celebration for the story heard, naming any badge it earned (issue 37.3).
      if (result.data.created)
        void import('../stores/celebration.ts').then((c) => c.celebrate(words.star!, result.data));
    } else if (result.status === 401) {
      status.textContent = '';
      visitor.hidden = false;
    } else {
      status.textContent =
        result.code === 'network' ? words.offline! : result.status === 404 ? words.switched! : words.failed!;
    }
  });
}

function initQuestions(): void {
  const box = document.querySelector<HTMLElement>('[data-story-questions]');
  const start = box?.querySelector<HTMLButtonElement>('[data-questions-start]');
  if (!box || !start) return;
  start.addEventListener('click', () => {
    start.disabled = true;
    start.textContent = start.dataset.loading!;
    void import('../islands/bible-stories/mount-questions.tsx').then((q) => q.mountQuestions(box));
  });
}
