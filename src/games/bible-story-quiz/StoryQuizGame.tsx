import type { ReactElement } from 'react';
import { m } from '#messages';
import { LevelledQuizGame, type LevelledQuizLook } from '../shared/LevelledQuizGame.tsx';
import { storyQuiz, storyQuizBandRules } from './logic.ts';
import type { StoryQuestion } from './schema.ts';

export interface StoryQuizGameProps {
  questions: StoryQuestion[];
}

/** The quiz's words, in the page's language (read when the game renders, not when the module loads). */
const look = (): LevelledQuizLook<StoryQuestion> => ({
  idPrefix: 'quiz',
  dealingMessage: m.games_story_quiz_dealing(),
  endTitle: m.games_story_quiz_end_title(),
  championMessage: m.games_story_quiz_champion(),
  levelCompleteMessage: (level) => m.games_story_quiz_level_complete({ level }),
  prompt: (question) => (
    <>
      <p data-read-aloud-skip className="text-sm font-bold tracking-wide text-brand-800 uppercase">
        <span aria-hidden="true">📖 </span>
        {m.games_story_quiz_story()} · {question.reference}
      </p>
      {/* Its bottom margin and the heading's top margin collapse into the gap before the question. */}
      <p className="mt-2 mb-5 text-lg leading-relaxed text-slate-800">{question.story}</p>
    </>
  ),
  wrongAnswerMessage: (question) =>
    m.games_story_quiz_wrong({ answer: question.options[question.correct] ?? '' }),
  note: (question) => (
    <p className="mt-3 text-lg text-slate-800">
      <span aria-hidden="true">🌟 </span>
      <strong>{m.games_story_quiz_fun_fact()}</strong> {question.fact}
    </p>
  ),
});

/** Bible Story Quiz: a short story, then a question about it; a level's questions in the data's order. */
export default function StoryQuizGame({ questions }: StoryQuizGameProps): ReactElement {
  return (
    <LevelledQuizGame
      gameId="bible-story-quiz"
      quiz={storyQuiz}
      questions={questions}
      look={look()}
      bandRules={storyQuizBandRules}
    />
  );
}
