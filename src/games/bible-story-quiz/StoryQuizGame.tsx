import { useEffect, useRef, useState, type ReactElement } from 'react';
import { AnswerOptions } from '../shared/AnswerOptions.tsx';
import { GameStats } from '../shared/GameStats.tsx';
import { LevelNotice } from '../shared/LevelNotice.tsx';
import { NextButton, QuizEnd } from '../shared/QuizEnd.tsx';
import { Celebration } from '../shared/Celebration.tsx';
import { recordGameResult } from '../shared/record-result.ts';
import {
  answer,
  currentQuestion,
  levelCount,
  levelQuestions,
  newGame,
  next,
  passPercent,
  playAgain,
  pointsForCorrect,
  type StoryQuizState,
} from './logic.ts';
import type { StoryQuestion } from './schema.ts';

export interface StoryQuizGameProps {
  questions: StoryQuestion[];
}

/** Bible Story Quiz (learning.md section 4, "Story Quiz and Bee"): a thin layer over ./logic.ts. */
export default function StoryQuizGame({ questions }: StoryQuizGameProps): ReactElement {
  const [state, setState] = useState<StoryQuizState>(() => newGame(questions));
  const [celebrate, setCelebrate] = useState(0);
  const startedAt = useRef(0);
  const nextButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const answered = state.selected !== null;
  useEffect(() => {
    if (answered) nextButton.current?.focus();
  }, [answered]);

  const goNext = (): void => {
    const after = next(state);
    if (after.passedLevel !== null) setCelebrate((c) => c + 1);
    if (after.complete) {
      void recordGameResult({
        gameId: 'bible-story-quiz',
        level: after.level,
        score: after.score,
        won: after.won,
        durationSeconds: Math.round((Date.now() - startedAt.current) / 1000),
      });
    }
    setState(after);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const again = (): void => {
    startedAt.current = Date.now();
    setState(playAgain(questions));
    requestAnimationFrame(() => heading.current?.focus());
  };

  // Rendered first in both views so that switching views does not restart it.
  const celebration = (
    <Celebration
      trigger={celebrate}
      message={state.complete ? 'Quiz champion! 🏆' : `Level ${state.passedLevel ?? ''} complete!`}
    />
  );

  if (state.complete) {
    return (
      <>
        {celebration}
        <QuizEnd
          id="quiz-done"
          headingRef={heading}
          title="Quiz complete!"
          score={state.score}
          won={state.won}
          correct={state.correctInLevel}
          asked={levelQuestions(questions, state.level).length}
          level={state.level}
          levels={levelCount}
          passPercent={passPercent}
          onPlayAgain={again}
        />
      </>
    );
  }

  const question = currentQuestion(state);
  const total = levelQuestions(questions, state.level).length;
  const right = state.selected === question.correct;
  return (
    <>
      {celebration}
      <div className="grid gap-5" data-story-quiz>
        <GameStats
          items={[
            { label: 'Level', value: `${state.level} of ${levelCount}` },
            { label: 'Question', value: `${state.position + 1} of ${total}` },
            { label: 'Score', value: state.score },
          ]}
        />

        {state.passedLevel !== null && state.position === 0 && !answered && (
          <LevelNotice>
            🎉 Level {state.passedLevel} complete! Welcome to level {state.level}.
          </LevelNotice>
        )}

        <article className="card" aria-labelledby="quiz-question">
          <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">
            <span aria-hidden="true">📖 </span>The story · {question.reference}
          </p>
          <p className="mt-2 text-lg leading-relaxed text-slate-800">{question.story}</p>
          <h2 id="quiz-question" ref={heading} tabIndex={-1} className="mt-5 text-2xl font-extrabold text-brand-900">
            {question.question}
          </h2>
          <AnswerOptions
            options={question.options}
            correct={question.correct}
            selected={answered ? state.selected : null}
            labelledBy="quiz-question"
            onAnswer={(i) => setState(answer(state, i))}
          />
        </article>

        <div aria-live="polite" data-feedback>
          {answered && (
            <div className="card text-center">
              <p className={`text-xl font-extrabold ${right ? 'text-leaf-700' : 'text-coral-700'}`}>
                {right
                  ? `✅ Correct! +${pointsForCorrect(state.level)} points`
                  : `❌ Not this time. The answer is: ${question.options[question.correct]}`}
              </p>
              <p className="mt-3 text-lg text-slate-800">
                <span aria-hidden="true">🌟 </span>
                <strong>Fun fact:</strong> {question.fact}
              </p>
            </div>
          )}
        </div>

        {answered && <NextButton buttonRef={nextButton} onClick={goNext} />}
      </div>
    </>
  );
}
