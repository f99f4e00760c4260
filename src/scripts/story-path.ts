import { nextStoryToHear } from '../lib/bible-stories/path.ts';
import { loadActiveStars } from './story-stars.ts';

/**
 * The story path for whoever is learning: the active learner's stars on the stories heard, the next
 * story to hear marked, and how far to the story badges. A visitor is asked to sign in, and the
 * first story is the next to hear.
 */
export function initStoryPath(): void {
  const root = document.querySelector<HTMLElement>('[data-story-path]');
  if (!root) return;
  const stops = [...root.querySelectorAll<HTMLElement>('[data-story-stop]')];
  const slugs = stops.map((s) => s.dataset.storyStop!);

  void loadActiveStars().then((learner) => {
    const heard = new Set(learner?.stars.map((s) => s.slug));
    for (const stop of stops) {
      stop.querySelector<HTMLElement>('[data-star-mark]')!.hidden = !heard.has(stop.dataset.storyStop!);
      delete stop.dataset.heard;
      if (heard.has(stop.dataset.storyStop!)) stop.dataset.heard = '';
    }
    const next = nextStoryToHear(slugs, heard);
    for (const stop of stops) stop.toggleAttribute('data-next', stop.dataset.storyStop === next);
    root.querySelector<HTMLElement>('[data-story-visitor]')!.hidden = learner !== null;
    const box = root.querySelector<HTMLElement>('[data-story-progress]')!;
    box.hidden = learner === null;
    if (!learner) return;
    const { progress } = learner;
    // The page's words, with the count put in (the messages stay out of this script).
    const count = box.querySelector<HTMLElement>('[data-progress-count]')!;
    count.textContent = count.dataset.progressCount!.replace('{count}', String(progress.heard));
    for (const badge of box.querySelectorAll<HTMLElement>('[data-milestone]')) {
      const reached = progress.reached.includes(Number(badge.dataset.milestone));
      badge.querySelector('[data-milestone-icon]')!.textContent = reached ? '🏅' : '○';
      badge.querySelector<HTMLElement>('[data-milestone-earned]')!.hidden = !reached;
      badge.classList.toggle('bg-sun-300', reached);
    }
    for (const line of box.querySelectorAll<HTMLElement>('[data-progress-next]'))
      line.hidden = line.dataset.progressNext !== String(progress.next ?? '');
  });
}
