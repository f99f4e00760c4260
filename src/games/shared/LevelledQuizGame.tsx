import { type ReactElement, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { m } from '#messages';
import { ListenButton } from '../../islands/shared/ListenButton.tsx';
import { AnswerOptions } from './AnswerOptions.tsx';
import type { BandRules } from './age-band.ts';
import { Celebration } from './Celebration.tsx';
import { GameStats } from './GameStats.tsx';
import { LevelNotice } from './LevelNotice.tsx';
import {
  type LevelledQuestion,
  type LevelledQuiz,
  levelSize,
  passPercent,
  type QuizBandRules,
  questionsWithChoices,
} from './levelled-quiz.ts';
import { NextButton, QuizEnd } from './QuizEnd.tsx';
import { createRandom, type Random } from './random.ts';
import { recordGameResult } from './record-result.ts';
import { elapsedSeconds } from './use-deadline.ts';
import { useFreshGame } from './use-fresh-game.ts';
import { useGameBand } from './use-game-band.ts';

/** How one levelled quiz looks: everything else is the shared engine's. */
export interface LevelledQuizLook<Q extends LevelledQuestion> {
  /** Prefix of the question's heading id (`<prefix>-question`) and the end screen's (`<prefix>-done`). */
  idPrefix: string;
  /** Shown until the browser has dealt the questions (a click before that would be undone by the deal). */
  dealingMessage: string;
  /** The end screen's heading when the player did not pass every level. */
  endTitle: string;
  /** The celebration's message when every level is passed. */
  championMessage: string;
  levelCompleteMessage: (level: number) => string;
  /** What comes above the question: its header, a story. */
  prompt: (question: Q) => ReactNode;
  wrongAnswerMessage: (question: Q) => string;
  /** What follows the right-or-wrong line once the question is answered. */
  note: (question: Q) => ReactNode;
}

export interface LevelledQuizGameProps<Q extends LevelledQuestion> {
  gameId: string;
  quiz: LevelledQuiz<Q>;
  questions: readonly Q[];
  look: LevelledQuizLook<Q>;
  /** The quiz's rules for each age band (its rules.ts). */
  bandRules: BandRules<QuizBandRules>;
}

/** A levelled quiz (Bible Bee, Story Quiz): a thin layer over ./levelled-quiz.ts. */
export function LevelledQuizGame<Q extends LevelledQuestion>({
  gameId,
  quiz,
  questions: allQuestions,
  look,
  bandRules,
}: LevelledQuizGameProps<Q>): ReactElement {
  const random = useRef<Random>(createRandom(0));
  const band = useGameBand();
  const rules = bandRules[band];
  const questions = useMemo(
    () => questionsWithChoices(allQuestions, rules.maxChoices),
    [allQuestions, rules.maxChoices],
  );
  const [state, setState, dealt] = useFreshGame((seed, now) => {
    random.current = createRandom(seed);
    return quiz.newGame(questions, random.current, now, rules.startLevel);
  }, band);
  const [celebrate, setCelebrate] = useState(0);
  const nextButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const answered = state.selected !== null;
  useEffect(() => {
    if (answered) nextButton.current?.focus();
  }, [answered]);

  if (!dealt) return <p className="card text-center text-slate-700">{look.dealingMessage}</p>;

  // Rendered last in both views (the same place) so that switching views does not restart it.
  const celebration = (
    <Celebration
      className="mt-3"
      trigger={celebrate}
      message={
        state.complete ? look.championMessage : look.levelCompleteMessage(state.passedLevel ?? state.level)
      }
    />
  );

  const goNext = (): void => {
    const after = quiz.next(state, random.current, Date.now());
    if (after.passedLevel !== null) setCelebrate((c) => c + 1);
    if (after.finishedAt !== null) {
      void recordGameResult({
        gameId,
        level: after.level,
        score: after.score,
        won: after.won,
        durationSeconds: elapsedSeconds(after.startedAt, after.finishedAt),
      });
    }
    setState(after);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const again = (): void => {
    setState(quiz.newGame(questions, random.current, Date.now(), rules.startLevel));
    requestAnimationFrame(() => heading.current?.focus());
  };

  if (state.complete) {
    return (
      <>
        <QuizEnd
          id={`${look.idPrefix}-done`}
          headingRef={heading}
          title={look.endTitle}
          score={state.score}
          won={state.won}
          correct={state.correctInLevel}
          asked={state.askedInLevel}
          level={state.level}
          levels={quiz.levelCount}
          passPercent={passPercent}
          onPlayAgain={again}
        />
        {celebration}
      </>
    );
  }

  const question = state.current;
  const right = state.selected === question.correct;
  const questionId = `${look.idPrefix}-question`;
  const readAloudId = `${look.idPrefix}-read-aloud`;
  return (
    <>
      <div className="grid gap-5" data-levelled-quiz={gameId} data-band={band}>
        <GameStats
          items={[
            {
              label: m.games_common_level(),
              value: m.games_common_of({ n: state.level, total: quiz.levelCount }),
            },
            {
              label: m.games_quiz_question(),
              value: m.games_common_of({ n: state.askedInLevel, total: levelSize(state) }),
            },
            { label: m.games_common_score(), value: state.score },
          ]}
        />

        {state.passedLevel !== null && !answered && (
          <LevelNotice>
            {m.games_quiz_level_up({ passed: state.passedLevel, level: state.level })}
          </LevelNotice>
        )}

        <article className="card" aria-labelledby={questionId}>
          <div id={readAloudId} data-read-aloud="p, h2">
            {look.prompt(question)}
            <h2
              id={questionId}
              ref={heading}
              tabIndex={-1}
              className="mt-2 text-2xl font-extrabold text-brand-900"
            >
              {question.question}
            </h2>
          </div>
          {rules.listen && (
            <div className="mt-3">
              <ListenButton key={question.question} target={readAloudId} label={m.games_listen_question()} />
            </div>
          )}
          <AnswerOptions
            options={question.options}
            correct={question.correct}
            selected={answered ? state.selected : null}
            labelledBy={questionId}
            onAnswer={(i) => setState(quiz.answer(state, i))}
          />
        </article>

        <div aria-live="polite" data-feedback>
          {answered && (
            <div className="card text-center">
              <p className={`text-xl font-extrabold ${right ? 'text-leaf-700' : 'text-coral-700'}`}>
                {right
                  ? m.games_quiz_correct({ points: quiz.pointsFor(question, state.level) })
                  : look.wrongAnswerMessage(question)}
              </p>
              {look.note(question)}
            </div>
          )}
        </div>

        {answered && <NextButton buttonRef={nextButton} onClick={goNext} />}
      </div>
      {celebration}
    </>
  );
}
