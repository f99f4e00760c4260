import type { ReactElement, Ref } from 'react';
import { m } from '#messages';

export interface QuizEndProps {
  /** Id of the heading, which names the section. */
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The heading when the player did not pass every level, e.g. "Quiz complete!". */
  title: string;
  score: number;
  won: boolean;
  /** Where the player stopped: right answers of those asked at that level. */
  correct: number;
  asked: number;
  level: number;
  levels: number;
  passPercent: number;
  onPlayAgain: () => void;
}

/** The last screen of a levelled quiz (Story Quiz, Bible Bee): the final score and Play Again. */
export function QuizEnd({
  id,
  headingRef,
  title,
  score,
  won,
  correct,
  asked,
  level,
  levels,
  passPercent,
  onPlayAgain,
}: QuizEndProps): ReactElement {
  return (
    <section className="card text-center" aria-labelledby={id} data-quiz-end>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="section-title">
        {won ? m.games_quiz_all_levels({ levels }) : title}
      </h2>
      <p className="mt-3 text-xl font-bold text-slate-800">{m.games_common_final_score({ score })}</p>
      {!won && (
        <p className="mt-2 text-lg text-slate-700">
          {m.games_quiz_stopped({ correct, asked, level, percent: passPercent })}
        </p>
      )}
      <button type="button" className="btn-primary mt-5" onClick={onPlayAgain}>
        {m.games_common_play_again()}
      </button>
    </section>
  );
}

/** The button that moves a quiz on once a question is answered; it takes focus when it shows. */
export function NextButton({
  buttonRef,
  onClick,
}: {
  buttonRef: Ref<HTMLButtonElement>;
  onClick: () => void;
}): ReactElement {
  return (
    <div className="text-center">
      <button ref={buttonRef} type="button" className="btn-primary" onClick={onClick}>
        {m.games_common_next()} <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
