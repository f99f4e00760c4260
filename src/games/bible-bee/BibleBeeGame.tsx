import type { ReactElement } from 'react';
import { LevelledQuizGame, type LevelledQuizLook } from '../shared/LevelledQuizGame.tsx';
import { beeBandRules, beeQuiz, wrongAnswerMessage } from './logic.ts';
import type { BeeQuestion } from './schema.ts';

export interface BibleBeeGameProps {
  questions: BeeQuestion[];
}

const look: LevelledQuizLook<BeeQuestion> = {
  idPrefix: 'bee',
  dealingMessage: 'Buzzing up the questions...',
  endTitle: 'Bible Bee complete!',
  championMessage: 'Bible Bee champion! 🐝',
  levelCompleteMessage: () => 'Level complete! 🐝',
  prompt: (question) => (
    <p data-read-aloud-skip className="text-sm font-bold tracking-wide text-grape-700 uppercase">
      <span aria-hidden="true">🐝 </span>For {question.points} points
    </p>
  ),
  wrongAnswerMessage,
  note: (question) => (
    <p className="mt-2 font-semibold text-brand-800">
      <span aria-hidden="true">📖 </span>
      {question.reference}
    </p>
  ),
};

/** Bible Bee: questions of each level in random order, each worth its own points. */
export default function BibleBeeGame({ questions }: BibleBeeGameProps): ReactElement {
  return (
    <LevelledQuizGame
      gameId="bible-bee"
      quiz={beeQuiz}
      questions={questions}
      look={look}
      bandRules={beeBandRules}
    />
  );
}
