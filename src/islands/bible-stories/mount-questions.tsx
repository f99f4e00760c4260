import { createRoot } from 'react-dom/client';
import type { StoryQuestion } from '../../lib/bible-stories/story-schema.ts';
import { StoryQuestions } from './StoryQuestions.tsx';

/** Puts the story's quiz in place of its "Answer the questions" box (loaded on that click). */
export function mountQuestions(box: HTMLElement): void {
  const questions = JSON.parse(box.dataset.storyQuestions ?? '[]') as StoryQuestion[];
  createRoot(box).render(<StoryQuestions questions={questions} />);
}
