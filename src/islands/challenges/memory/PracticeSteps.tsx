import { type FormEvent, type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { m } from '#messages';
import { normalizeAnswer } from '../../../games/memory-verse/logic.ts';
import { getLocale } from '../../../i18n/page-locale.ts';
import { referenceIn } from '../../../lib/learn/references.ts';
import {
  blankIndexes,
  blanksCorrect,
  firstLetters,
  orderCorrect,
  type PracticeStepId,
  practiceSteps,
  seededRandom,
  seedOf,
  shuffle,
  verseWords,
} from '../../../lib/memory/practice-steps.ts';
import { stopReadAloudIfLoaded } from '../../../scripts/listen-buttons.ts';
import { TextAreaInput } from '../../auth/FormFields.tsx';
import { ListenButton } from '../../shared/ListenButton.tsx';

export interface StepVerse {
  reference: string;
  text: string;
}

type Feedback = 'none' | 'right' | 'wrong';

/** Each step's name on its button. */
const stepLabels: Record<PracticeStepId, () => string> = {
  listen: m.learn_memory_step_listen,
  fill: m.learn_memory_step_fill,
  order: m.learn_memory_step_order,
  letters: m.learn_memory_step_letters,
  type: m.learn_memory_step_type,
};

function FeedbackLine({ feedback, right }: { feedback: Feedback; right: string }): ReactElement {
  return (
    <div aria-live="polite">
      {feedback === 'wrong' && <p className="font-bold text-coral-700">{m.learn_memory_not_quite()}</p>}
      {feedback === 'right' && <p className="font-bold text-leaf-700">{right}</p>}
    </div>
  );
}

/** A step's check: the feedback line, the check button, any other buttons, and Next Step once right. */
function StepCheck({
  feedback,
  right,
  checkLabel,
  onCheck,
  checkDisabled,
  onDone,
  children,
}: {
  feedback: Feedback;
  right: string;
  checkLabel: string;
  /** Without it the check button submits the step's form. */
  onCheck?: () => void;
  checkDisabled?: boolean;
  onDone: () => void;
  children?: ReactNode;
}): ReactElement {
  return (
    <>
      <FeedbackLine feedback={feedback} right={right} />
      <div className="flex flex-wrap gap-2">
        <button
          type={onCheck ? 'button' : 'submit'}
          className="btn-sun"
          onClick={onCheck}
          disabled={checkDisabled}
        >
          {checkLabel}
        </button>
        {children}
        {feedback === 'right' && (
          <button type="button" className="btn-primary" onClick={onDone}>
            {m.learn_memory_next_step()}
          </button>
        )}
      </div>
    </>
  );
}

/** Step 2: some words are hidden; the child types them in. */
function FillStep({ verse, onDone }: { verse: StepVerse; onDone: () => void }): ReactElement {
  const words = useMemo(() => verseWords(verse.text), [verse.text]);
  const blanks = useMemo(() => blankIndexes(words, seedOf(verse.reference)), [words, verse.reference]);
  const [answers, setAnswers] = useState<string[]>(() => blanks.map(() => ''));
  const [feedback, setFeedback] = useState<Feedback>('none');
  const check = (event: FormEvent): void => {
    event.preventDefault();
    setFeedback(blanksCorrect(words, blanks, answers) ? 'right' : 'wrong');
  };
  return (
    <form className="grid gap-4" onSubmit={check} noValidate>
      <p className="text-lg leading-loose text-slate-900" data-fill-text>
        {words.map((word, i) => {
          const blank = blanks.indexOf(i);
          if (blank < 0) return <span key={`w${i}`}>{word} </span>;
          return (
            <span key={`w${i}`}>
              <input
                aria-label={m.learn_memory_missing_word({ n: blank + 1 })}
                value={answers[blank] ?? ''}
                onChange={(e) => {
                  const next = [...answers];
                  next[blank] = e.target.value;
                  setAnswers(next);
                  setFeedback('none');
                }}
                size={Math.max(3, word.length)}
                autoCapitalize="off"
                className="mx-1 rounded-xl bg-white px-2 py-1 ring-1 ring-slate-400"
              />{' '}
            </span>
          );
        })}
      </p>
      <StepCheck
        feedback={feedback}
        right={m.learn_memory_fill_right()}
        checkLabel={m.learn_memory_fill_check()}
        onDone={onDone}
      />
    </form>
  );
}

/** Step 3: the words are shuffled; the child taps them in order (a placed word taps back out). */
function OrderStep({ verse, onDone }: { verse: StepVerse; onDone: () => void }): ReactElement {
  const words = useMemo(() => verseWords(verse.text), [verse.text]);
  const mixed = useMemo(
    () =>
      shuffle(
        words.map((w, i) => ({ word: w, id: i })),
        seededRandom(seedOf(verse.reference) + 1),
      ),
    [words, verse.reference],
  );
  const [placed, setPlaced] = useState<number[]>([]);
  const [feedback, setFeedback] = useState<Feedback>('none');
  const placedWords = placed.map((id) => words[id] ?? '');
  const check = (): void => setFeedback(orderCorrect(words, placedWords) ? 'right' : 'wrong');
  return (
    <div className="grid gap-4">
      <div
        className="min-h-14 rounded-2xl bg-sun-100 p-3"
        aria-label={m.learn_memory_your_verse()}
        role="group"
        data-order-answer
      >
        {placed.length === 0 ? (
          <p className="text-slate-700">{m.learn_memory_order_hint()}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {placed.map((id) => (
              <button
                key={id}
                type="button"
                className="rounded-xl bg-white px-3 py-1 font-semibold ring-1 ring-slate-300"
                onClick={() => {
                  setPlaced(placed.filter((p) => p !== id));
                  setFeedback('none');
                }}
              >
                {words[id]}
              </button>
            ))}
          </div>
        )}
      </div>
      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-label={m.learn_memory_words_to_place()}
        data-order-words
      >
        {mixed
          .filter((w) => !placed.includes(w.id))
          .map((w) => (
            <button
              key={w.id}
              type="button"
              className="rounded-xl bg-brand-100 px-3 py-1 font-semibold text-brand-900"
              onClick={() => {
                setPlaced([...placed, w.id]);
                setFeedback('none');
              }}
            >
              {w.word}
            </button>
          ))}
      </div>
      <StepCheck
        feedback={feedback}
        right={m.learn_memory_order_right()}
        checkLabel={m.learn_memory_order_check()}
        onCheck={check}
        checkDisabled={placed.length !== words.length}
        onDone={onDone}
      >
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            setPlaced([]);
            setFeedback('none');
          }}
        >
          {m.learn_memory_start_over()}
        </button>
      </StepCheck>
    </div>
  );
}

/** Step 4: only each word's first letter is shown; the child types the verse with that help. */
function LettersStep({ verse, onDone }: { verse: StepVerse; onDone: () => void }): ReactElement {
  const [answer, setAnswer] = useState('');
  const [feedback, setFeedback] = useState<Feedback>('none');
  const check = (event: FormEvent): void => {
    event.preventDefault();
    if (!answer.trim()) return;
    setFeedback(normalizeAnswer(answer) === normalizeAnswer(verse.text) ? 'right' : 'wrong');
  };
  return (
    <form className="grid gap-4" onSubmit={check} noValidate>
      <p
        className="rounded-2xl bg-sun-100 p-3 font-mono text-lg tracking-wide text-slate-900"
        data-first-letters
      >
        {firstLetters(verse.text)}
      </p>
      <TextAreaInput
        id="letters-answer"
        label={m.learn_memory_letters_label()}
        value={answer}
        onChange={(v) => {
          setAnswer(v);
          setFeedback('none');
        }}
        rows={3}
      />
      <StepCheck
        feedback={feedback}
        right={m.learn_memory_letters_right()}
        checkLabel={m.learn_memory_letters_check()}
        onDone={onDone}
      />
    </form>
  );
}

export interface PracticeStepsProps {
  verse: StepVerse;
  /** Step 5's check, done by the server (it moves the verse's schedule); whether the answer was right. */
  onRecite: (answer: string) => Promise<boolean | null>;
  /** For visitors: step 5 offers sign-in instead of a check. */
  signedIn: boolean;
  signInHref: string;
}

/** The five practice steps, easy to hard; any step can be chosen, "Next Step" moves on. */
export function PracticeSteps({ verse, onRecite, signedIn, signInHref }: PracticeStepsProps): ReactElement {
  const [step, setStep] = useState<PracticeStepId>('listen');
  const [answer, setAnswer] = useState('');
  const [shown, setShown] = useState(false);
  const [result, setResult] = useState<Feedback>('none');
  const [checking, setChecking] = useState(false);
  const go = (id: PracticeStepId): void => {
    stopReadAloudIfLoaded();
    setStep(id);
    setShown(false);
  };
  const next = (): void => {
    const index = practiceSteps.findIndex((s) => s.id === step);
    go(practiceSteps[Math.min(index + 1, practiceSteps.length - 1)]?.id ?? 'type');
  };

  async function recite(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!answer.trim() || checking) return;
    setChecking(true);
    const right = await onRecite(answer);
    setChecking(false);
    if (right !== null) setResult(right ? 'right' : 'wrong');
  }

  const reference = (
    <p className="text-lg font-bold text-brand-900" data-practice-reference>
      {referenceIn(getLocale(), verse.reference)}
    </p>
  );

  return (
    <div className="grid gap-4">
      <ol className="flex flex-wrap gap-2" aria-label={m.learn_memory_steps_label()}>
        {practiceSteps.map((s, i) => (
          <li key={s.id}>
            <button
              type="button"
              className="btn-ghost aria-[current=step]:bg-brand-700 aria-[current=step]:text-white"
              aria-current={step === s.id ? 'step' : undefined}
              onClick={() => go(s.id)}
            >
              {i + 1}. {stepLabels[s.id]()}
            </button>
          </li>
        ))}
      </ol>
      {step !== 'listen' && step !== 'type' && reference}
      {step === 'listen' && (
        <div className="grid gap-4">
          <div id="practice-read-aloud" className="grid gap-4" data-read-aloud="p">
            {reference}
            <p className="rounded-2xl bg-sun-100 p-3 text-lg text-slate-900" data-practice-text>
              {verse.text}
            </p>
          </div>
          <ListenButton target="practice-read-aloud" />
          <div>
            <button type="button" className="btn-primary" onClick={next}>
              {m.learn_memory_next_step()}
            </button>
          </div>
        </div>
      )}
      {step === 'fill' && <FillStep key={verse.reference} verse={verse} onDone={next} />}
      {step === 'order' && <OrderStep key={verse.reference} verse={verse} onDone={next} />}
      {step === 'letters' && <LettersStep key={verse.reference} verse={verse} onDone={next} />}
      {step === 'type' && (
        <form className="grid gap-4" onSubmit={(e) => void recite(e)} noValidate>
          <div id="practice-read-aloud" className="grid gap-4" data-read-aloud="p">
            {reference}
            {shown && (
              <p className="rounded-2xl bg-sun-100 p-3 text-lg text-slate-900" data-practice-text>
                {verse.text}
              </p>
            )}
          </div>
          <ListenButton target="practice-read-aloud" beforeListen={() => setShown(true)} />
          <TextAreaInput
            id="practice-answer"
            label={m.learn_memory_type_label()}
            value={answer}
            onChange={setAnswer}
            rows={3}
          />
          <FeedbackLine feedback={result} right={m.learn_memory_type_right()} />
          <div className="flex flex-wrap gap-2">
            {signedIn ? (
              <button type="submit" className="btn-sun" disabled={checking}>
                {m.learn_memory_check()}
              </button>
            ) : (
              <a href={signInHref} className="btn-primary">
                {m.learn_memory_sign_in_to_save()}
              </a>
            )}
            {result === 'wrong' && (
              <button
                type="button"
                className="btn-ghost"
                onClick={() => {
                  setAnswer('');
                  setResult('none');
                }}
              >
                {m.learn_memory_try_again()}
              </button>
            )}
            <button
              type="button"
              className="btn-ghost"
              onClick={() => setShown((s) => !s)}
              aria-pressed={shown}
            >
              {shown ? m.learn_memory_hide_verse() : m.learn_memory_show_verse()}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
