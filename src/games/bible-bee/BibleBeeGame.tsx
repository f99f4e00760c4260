import type { ReactElement } from 'react';
import { m } from '#messages';
import { LevelledQuizGame, type LevelledQuizLook } from '../shared/LevelledQuizGame.tsx';
import { beeBandRules, beeQuiz, wrongAnswerMessage } from './logic.ts';
import type { BeeQuestion } from './schema.ts';

export interface BibleBeeGameProps {
  questions: BeeQuestion[];
}

/** The Bee's words, in the page's language (read when the game renders, not when the module loads). */
const look = (): LevelledQuizLook<BeeQuestion> => ({
  idPrefix: 'bee',
  dealingMessage: m.games_bee_dealing(),
  endTitle: m.games_bee_end_title(),
  championMessage: m.games_bee_champion(),
  levelCompleteMessage: () => m.games_bee_level_complete(),
  prompt: (question) => (
    <p data-read-aloud-skip className="text-sm font-bold tracking-wide text-grape-700 uppercase">
      <span aria-hidden="true">🐝 </span>
      {m.games_bee_for_points({ points: question.points })}
    </p>
  ),
  wrongAnswerMessage,
  note: (question) => (
    <p className="mt-2 font-semibold text-brand-800">
      <span aria-hidden="true">📖 </span>
      {question.reference}
    </p>
  ),
});

/** Bible Bee: questions of each level in random order, each worth its own points. */
export default function BibleBeeGame({ questions }: BibleBeeGameProps): ReactElement {
  return (
    <LevelledQuizGame
      gameId="bible-bee"
      quiz={beeQuiz}
      questions={questions}
      look={look()}
      bandRules={beeBandRules}
    />
  );
}
