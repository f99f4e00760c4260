import { useEffect, useRef, useState, type ReactElement } from 'react';
import { AnswerOptions } from '../shared/AnswerOptions.tsx';
import { GameStats } from '../shared/GameStats.tsx';
import { LevelNotice } from '../shared/LevelNotice.tsx';
import { NextButton, QuizEnd } from '../shared/QuizEnd.tsx';
import { Celebration } from '../shared/Celebration.tsx';
import { createRandom, type Random } from '../shared/random.ts';
import { recordGameResult } from '../shared/record-result.ts';
import {
  answer,
  levelCount,
  newGame,
  next,
  passPercent,
  playAgain,
  questionsPerLevel,
  wrongAnswerMessage,
  type BeeState,
} from './logic.ts';
import type { BeeQuestion } from './schema.ts';

export interface BibleBeeGameProps {
  questions: BeeQuestion[];
}

/** Bible Bee (learning.md section 4, "Story Quiz and Bee"): a thin layer over ./logic.ts. */
export default function BibleBeeGame({ questions }: BibleBeeGameProps): ReactElement {
  const random = useRef<Random>(createRandom(0));
  const startedAt = useRef(0);
  const [state, setState] = useState<BeeState | null>(null);
  const [celebrate, setCelebrate] = useState(0);
  const nextButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Questions are drawn in the browser, so the pre-rendered page and the first render agree.
  useEffect(() => {
    random.current = createRandom(Date.now());
    startedAt.current = Date.now();
    setState(newGame(questions, random.current));
  }, [questions]);

  const answered = state?.selected != null;
  useEffect(() => {
    if (answered) nextButton.current?.focus();
  }, [answered]);

  // Rendered first in both views so that switching views does not restart it.
  const celebration = (
    <Celebration trigger={celebrate} message={state?.complete ? 'Bible Bee champion! 🐝' : 'Level complete! 🐝'} />
  );
  if (!state) return <p className="card text-center text-slate-700">Buzzing up the questions...</p>;

  const goNext = (): void => {
    const after = next(state, random.current);
    if (after.passedLevel !== null) setCelebrate((c) => c + 1);
    if (after.complete) {
      void recordGameResult({
        gameId: 'bible-bee',
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
    setState(playAgain(questions, random.current));
    requestAnimationFrame(() => heading.current?.focus());
  };

  if (state.complete) {
    return (
      <>
        {celebration}
        <QuizEnd
          id="bee-done"
          headingRef={heading}
          title="Bible Bee complete!"
          score={state.score}
          won={state.won}
          correct={state.correctInLevel}
          asked={state.askedInLevel}
          level={state.level}
          levels={levelCount}
          passPercent={passPercent}
          onPlayAgain={again}
        />
      </>
    );
  }

  const question = state.current;
  const right = state.selected === question.correct;
  return (
    <>
      {celebration}
      <div className="grid gap-5" data-bible-bee>
        <GameStats
          items={[
            { label: 'Level', value: `${state.level} of ${levelCount}` },
            { label: 'Question', value: `${state.askedInLevel} of ${questionsPerLevel}` },
            { label: 'Score', value: state.score },
          ]}
        />

        {state.passedLevel !== null && !answered && (
          <LevelNotice>
            🎉 Level {state.passedLevel} complete! Welcome to level {state.level}.
          </LevelNotice>
        )}

        <article className="card" aria-labelledby="bee-question">
          <p className="text-sm font-bold tracking-wide text-grape-700 uppercase">
            <span aria-hidden="true">🐝 </span>For {question.points} points
          </p>
          <h2 id="bee-question" ref={heading} tabIndex={-1} className="mt-2 text-2xl font-extrabold text-brand-900">
            {question.question}
          </h2>
          <AnswerOptions
            options={question.options}
            correct={question.correct}
            selected={answered ? state.selected : null}
            labelledBy="bee-question"
            onAnswer={(i) => setState(answer(state, i))}
          />
        </article>

        <div aria-live="polite" data-feedback>
          {answered && (
            <div className="card text-center">
              <p className={`text-xl font-extrabold ${right ? 'text-leaf-700' : 'text-coral-700'}`}>
                {right ? `✅ Correct! +${question.points} points` : wrongAnswerMessage(question)}
              </p>
              <p className="mt-2 font-semibold text-brand-800">
                <span aria-hidden="true">📖 </span>
                {question.reference}
              </p>
            </div>
          )}
        </div>

        {answered && <NextButton buttonRef={nextButton} onClick={goNext} />}
      </div>
    </>
  );
}
