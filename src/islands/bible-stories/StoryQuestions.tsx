import { type ReactElement, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { AnswerOptions } from '../../games/shared/AnswerOptions.tsx';
import { LiveFeedback } from '../../games/shared/LiveFeedback.tsx';
import type { StoryQuestion } from '../../lib/bible-stories/story-schema.ts';

/**
 * A story's three questions, one at a time, with the quiz games' answer buttons and feedback: the
 * right answer is shown after each pick, and the score at the end (no points, no time limit).
 */
export function StoryQuestions({ questions }: { questions: readonly StoryQuestion[] }): ReactElement {
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [right, setRight] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = index >= questions.length;
  const question = questions[index];

  // Focus follows the quiz: the new question (or the score) is where the child's reader goes next.
  useEffect(() => heading.current?.focus(), [index]);

  if (done || !question) {
    return (
      <div className="mt-3">
        <p ref={heading} tabIndex={-1} className="text-xl font-extrabold text-leaf-700" data-questions-score>
          {m.stories_questions_done({ right, total: questions.length })}
        </p>
        <button
          type="button"
          className="btn-ghost mt-3"
          onClick={() => {
            setIndex(0);
            setSelected(null);
            setRight(0);
          }}
        >
          {m.stories_questions_again()}
        </button>
      </div>
    );
  }

  const answered = selected !== null;
  return (
    <div className="mt-3" data-question={index + 1}>
      <p className="text-sm font-bold text-slate-700">
        {m.stories_question_of({ number: index + 1, total: questions.length })}
      </p>
      <h3 id="story-question" ref={heading} tabIndex={-1} className="mt-1 text-xl font-bold text-brand-900">
        {question.question}
      </h3>
      <AnswerOptions
        options={question.options}
        correct={question.correct}
        selected={selected}
        labelledBy="story-question"
        onAnswer={(i) => {
          setSelected(i);
          if (i === question.correct) setRight((n) => n + 1);
        }}
      />
      <div className="mt-3">
        <LiveFeedback>
          {answered &&
            (selected === question.correct
              ? m.stories_answer_right()
              : m.stories_answer_wrong({ answer: question.options[question.correct]! }))}
        </LiveFeedback>
      </div>
      {answered && (
        <button
          type="button"
          className="btn-primary mt-3"
          onClick={() => {
            setIndex((n) => n + 1);
            setSelected(null);
          }}
        >
          {m.stories_next_question()}
        </button>
      )}
    </div>
  );
}
